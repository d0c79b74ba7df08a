import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousViolation } from "./support/axe";
import { storeCookieChoice } from "./support/cookie-choice";
import { collectHydrationErrors } from "./support/hydration";

// Spec 2.1: /home-smartlink/{slug} and /offre/home-smartlink/{slug} are the connected-home line's pages: a product or
// an article of the line, static pages (canonical address /products/… or /blog/…); any other slug is the shop's 404.

test.beforeEach(async ({ page, baseURL }) => {
  await storeCookieChoice(page, baseURL as string);
});

/** Follows the first card of a section of the line's page; returns the title the card showed. */
async function openFirstCard(page: Page, section: string, cardTestId: string): Promise<string> {
  const card = page.getByRole("region", { name: section }).getByTestId(cardTestId).first();
  const link = card.getByRole("link").first();
  const title = (await link.innerText()).trim();
  await link.click();
  return title;
}

test("a product and an article of the line open from /home-smartlink, and from its offer, as pages of their own", async ({ page, request }) => {
  const hydrationErrors = collectHydrationErrors(page);

  await page.goto("/home-smartlink/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoSeriousViolation(page, "/home-smartlink/");

  const productTitle = await openFirstCard(page, "Les appareils Home Smartlink", "product-card");
  await expect(page).toHaveURL(/\/home-smartlink\/[a-z0-9-]+\/$/);
  const productSlug = new URL(page.url()).pathname.split("/")[2];
  await expect(page.getByTestId("product-title")).toHaveText(productTitle);
  // loaded afresh, the static page answers 200 and hydrates cleanly
  expect((await page.reload())?.status()).toBe(200);
  await expect(page.getByTestId("product-title")).toHaveText(productTitle);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `/products/${productSlug}/`);
  await expectNoSeriousViolation(page, `/home-smartlink/${productSlug}/`);

  await page.goto("/home-smartlink/");
  const articleTitle = await openFirstCard(page, "Nos articles Home Smartlink", "article-card");
  await expect(page).toHaveURL(/\/home-smartlink\/[a-z0-9-]+\/$/);
  const articleSlug = new URL(page.url()).pathname.split("/")[2];
  await expect(page.getByTestId("article-title")).toHaveText(articleTitle);
  expect((await page.reload())?.status()).toBe(200);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `/blog/${articleSlug}/`);
  await expectNoSeriousViolation(page, `/home-smartlink/${articleSlug}/`);

  // the offer lists the same line, each card opening its page in the offer
  await page.goto("/offre/home-smartlink/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoSeriousViolation(page, "/offre/home-smartlink/");
  expect(await openFirstCard(page, "Les appareils Home Smartlink", "product-card")).toBe(productTitle);
  await expect(page).toHaveURL(new RegExp(`/offre/home-smartlink/${productSlug}/$`));
  await expect(page.getByTestId("product-title")).toHaveText(productTitle);
  expect((await page.goto(`/offre/home-smartlink/${articleSlug}/`))?.status()).toBe(200);
  await expect(page.getByTestId("article-title")).toHaveText(articleTitle);

  expect(hydrationErrors).toEqual([]);

  // a slug that is neither a product nor an article of the line is the shop's 404
  const unknown = await page.goto("/home-smartlink/pas-un-produit-de-la-gamme/");
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("La page que vous recherchez n'existe pas.");
  expect((await request.get("/offre/home-smartlink/pas-un-produit-de-la-gamme/")).status()).toBe(404);
  // so is a product of another line
  await page.goto("/categories/radiateurs/");
  const radiator = await page.getByTestId("product-card").first().getAttribute("data-slug");
  expect((await request.get(`/products/${radiator}/`)).status()).toBe(200);
  expect((await request.get(`/home-smartlink/${radiator}/`)).status()).toBe(404);
});
