import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousViolation } from "./support/axe";
import { collectHydrationErrors } from "./support/hydration";

// Spec 4.5 / 4.6: the alert comes after full load, only once the visitor scrolls, and a choice survives a reload.
const HALF_YEAR_S = 15552000;

async function scrollAndWait(page: Page) {
  await page.waitForLoadState("load");
  await page.mouse.wheel(0, 800);
}

async function consentCommands(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === "consent" && args[1] === "update")
      .map((args) => args[2] as Record<string, string>),
  );
}

test("refusing all: the alert goes, the choice is kept 180 days and survives a reload", async ({ page, context }) => {
  await page.goto("/");
  await page.waitForLoadState("load");
  const banner = page.getByTestId("cookie-banner");
  await page.waitForTimeout(500);
  await expect(banner, "no alert before the visitor scrolls").toHaveCount(0);

  await scrollAndWait(page);
  await expect(banner).toBeVisible();
  await expect(banner.getByRole("button")).toHaveText(["Tout refuser", "Préférences", "Tout accepter"]);
  await banner.getByRole("button", { name: "Tout refuser" }).click();
  await expect(banner).toHaveCount(0);

  const cookie = (await context.cookies()).find((c) => c.name === "cookieConsent");
  expect(cookie, "the choice is stored").toBeDefined();
  const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(HALF_YEAR_S - 120);
  expect(lifetime).toBeLessThanOrEqual(HALF_YEAR_S + 5);
  expect((await consentCommands(page)).at(-1)).toMatchObject({ analytics_storage: "denied", ad_storage: "denied" });
  await expect.poll(async () => (await (await page.request.get("/api/auth")).json()).extras.cookieAccepted, { timeout: 30_000 }).toBe(false);

  await page.reload();
  await scrollAndWait(page);
  await page.waitForTimeout(1000);
  await expect(banner).toHaveCount(0);
});

test("accepting all: the tag manager gets granted consent and the session keeps cookieAccepted", async ({ page }) => {
  await page.goto("/");
  await scrollAndWait(page);
  const banner = page.getByTestId("cookie-banner");
  await banner.getByRole("button", { name: "Tout accepter" }).click();
  await expect(banner).toHaveCount(0);
  expect((await consentCommands(page)).at(-1)).toMatchObject({ analytics_storage: "granted", ad_storage: "granted" });
  await expect.poll(async () => (await (await page.request.get("/api/auth")).json()).extras.cookieAccepted, { timeout: 30_000 }).toBe(true);
  await page.reload();
  // the stored choice is handed to the tag manager again on the next page
  await expect.poll(async () => (await consentCommands(page)).at(-1)).toMatchObject({ analytics_storage: "granted" });
  await scrollAndWait(page);
  await page.waitForTimeout(1000);
  await expect(banner).toHaveCount(0);
});

test("Préférences refuses all and opens the cookie page", async ({ page }) => {
  const hydrationErrors = collectHydrationErrors(page);
  await page.goto("/");
  await scrollAndWait(page);
  await page.getByTestId("cookie-banner").getByRole("button", { name: "Préférences" }).click();
  await expect(page).toHaveURL(/\/about\/cookie\/?$/);
  expect((await consentCommands(page)).at(-1)).toMatchObject({ analytics_storage: "denied" });

  // the page keeps its text's promise: a choice per category, saved as the alert saves it, and the alert again
  const preferences = page.getByTestId("cookie-preferences");
  await preferences.getByRole("checkbox", { name: "Mesure d’audience" }).check();
  await preferences.getByRole("button", { name: "Enregistrer mes choix" }).click();
  await expect(preferences.getByRole("status")).toHaveText("Vos choix sont enregistrés.");
  expect((await consentCommands(page)).at(-1)).toMatchObject({ analytics_storage: "granted", ad_storage: "denied" });
  await expect.poll(async () => (await (await page.request.get("/api/auth")).json()).extras.cookieAccepted, { timeout: 30_000 }).toBe(true);
  await page.reload();
  const checkbox = (name: string) => page.getByTestId("cookie-preferences").getByRole("checkbox", { name });
  await expect(checkbox("Mesure d’audience")).toBeChecked();
  await expect(checkbox("Publicité")).not.toBeChecked();
  await expectNoSeriousViolation(page, "/about/cookie/");

  // the alert again, on request: its answer is the page's choice too
  await page.getByTestId("cookie-preferences").getByRole("button", { name: "Revoir le bandeau cookies" }).click();
  const banner = page.getByTestId("cookie-banner");
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: "Tout accepter" }).click();
  await expect(banner).toHaveCount(0);
  await expect(checkbox("Publicité")).toBeChecked();
  expect((await consentCommands(page)).at(-1)).toMatchObject({ analytics_storage: "granted", ad_storage: "granted" });
  expect(hydrationErrors).toEqual([]);
});
