import { expect, test } from "@playwright/test";
import { storeCookieChoice } from "./support/cookie-choice";

// Spec 2.6: the 404 page, the generic error page and the error boundary of the real build.

// The cookie alert (spec 4.5) would slide in over the bottom of the page: the visitor answered it on an earlier visit.
test.beforeEach(async ({ page, baseURL }) => {
  await storeCookieChoice(page, baseURL as string);
});

test("an unknown URL answers 404 with the spec's text, and both buttons lead somewhere", async ({ page }) => {
  const response = await page.goto("/cette-page-n-existe-pas/");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("La page que vous recherchez n'existe pas.");
  await expect(page.getByText("Aïe aïe aïe !")).toHaveCount(0);

  const main = page.getByRole("main");
  await main.getByRole("link", { name: "Accueil", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Nos différentes gammes" })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("La page que vous recherchez n'existe pas.");
  await main.getByRole("link", { name: "Nous contacter", exact: true }).click();
  await expect(page).toHaveURL(/\/contact\/?$/);
});

test("the static generic error page shows 'Aïe aïe aïe !' and its code", async ({ page }) => {
  await page.goto("/500/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aïe aïe aïe !");
  await expect(page.getByText("Une erreur s'est produite lors de l'affichage de la page.")).toBeVisible();
  await expect(page.getByTestId("error-code")).toHaveText("code d'erreur 500");
  await expect(page.getByRole("main").getByRole("link", { name: "Nous contacter", exact: true })).toHaveAttribute("href", /\/contact\/?$/);
});

test("a page that fails to render shows the generic error page; 'Accueil' brings the shop back", async ({ page }) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));

  // The journeys' shop is built with a page that renders on the server and fails in the browser
  // (GATSBY_RENDER_ERROR_PROBE=1, storefront features/interface/render-error-probe.tsx); a production build has no such page.
  await page.goto("/essai/erreur-de-rendu/");

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aïe aïe aïe !");
  await expect(page.getByText("Une erreur s'est produite lors de l'affichage de la page.")).toBeVisible();
  await expect(page.getByTestId("error-code")).toHaveText("code d'erreur 500");
  // the shop's header and footer stay around the error
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  const reported = await page.evaluate(() =>
    ((window as Window & { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter((e) => e.event === "page_error"),
  );
  expect(reported).toEqual([expect.objectContaining({ status: 500, page_path: "/essai/erreur-de-rendu/" })]);

  await page.getByRole("main").getByRole("link", { name: "Accueil", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Nos différentes gammes" })).toBeVisible();
  await expect(page.getByText("Aïe aïe aïe !")).toHaveCount(0);
  // the page's own failure is caught by the boundary: nothing escapes to the window
  expect(pageErrors).toEqual([]);
});
