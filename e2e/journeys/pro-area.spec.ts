import { expect, test } from "@playwright/test";
import { expectNoSeriousViolation } from "./support/axe";
import { storeCookieChoice } from "./support/cookie-choice";
import { hydrated } from "./support/hydration";
import { STRONG_PASSWORD, uniqueEmail } from "./support/sign-up";

// Spec 2.3 and 2.5, the pro area /pro/v1: a visitor on a member page sees what the area is and the way in, nothing of
// a pro; a pro (signed up through the API, the form is pro-offer.spec.ts's) browses the radiators of the pro store
// with a type filter, searches from the pro header (the form works before hydration too), and sees their own HT
// price. Quotes are quotes.spec.ts's.

const formatEuros = (cents: number) => new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }).format(cents / 100);

test("a visitor on a pro member page is told what the area is and offered the way in", async ({ page, baseURL }) => {
  await storeCookieChoice(page, baseURL as string);
  await page.goto("/pro/v1/me/data/");
  const gate = page.getByTestId("pro-gate");
  await expect(gate.getByRole("heading", { level: 1, name: "Espace réservé aux professionnels" })).toBeVisible();
  await expect(gate.getByRole("link", { name: "Créer un compte professionnel" })).toHaveAttribute("href", "/login/?compte=pro");
  await expect(gate.getByRole("link", { name: "Se connecter" })).toHaveAttribute("href", "/login/");
  await expect(page.getByTestId("pro-data")).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("textbox")).toHaveCount(0);
  await expect(page.getByTestId("pro-header").getByRole("link", { name: "Se connecter" })).toHaveAttribute("href", "/login/");
  await expect(page.getByTestId("pro-contact-banner")).toHaveCount(0);
  await expectNoSeriousViolation(page, "/pro/v1/me/data (visitor)");
});

test.describe("on a phone screen", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile pro menu sends its three entries to the pro contact page", async ({ page, baseURL }) => {
    await storeCookieChoice(page, baseURL as string);
    await page.goto("/pro/v1/store/");
    const button = page.getByTestId("pro-mobile-menu-button");
    await hydrated(button);
    await button.click();
    const menu = page.getByRole("dialog", { name: "Menu pro" });
    const entries = menu.getByTestId("pro-mobile-contact");
    await expect(entries).toHaveCount(3);
    for (const entry of await entries.all()) await expect(entry).toHaveAttribute("href", "/pro/v1/me/contact/");
    await expect(menu.getByRole("link", { name: "SAV" })).toHaveAttribute("href", "/sav/");
    await expectNoSeriousViolation(page, "/pro/v1/store with the mobile pro menu open");
  });
});

test("the pro header search is a form that works before the page's JavaScript runs", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/pro/v1/");
  const search = page.getByRole("search").getByRole("searchbox", { name: "Rechercher dans le catalogue pro" });
  await search.fill("radiateur");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/pro\/v1\/store\/\?q=radiateur$/);
  await expect(page.getByTestId("pro-product-card").first()).toContainText("HT");
  await context.close();
});

test("a pro browses the radiators by type, searches from the pro header and sees their own HT price", async ({ page, baseURL }) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await storeCookieChoice(page, baseURL as string);
  const email = uniqueEmail("pro-area");
  const signUp = await page.request.post("/api/auth", {
    data: { email, password: STRONG_PASSWORD, cgu: true, newsletter: false, isPro: true, company: "Chauffage Durand SARL", siret: "732 829 320 00074" },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);

  await page.goto("/pro/v1/");
  const header = page.getByTestId("pro-header");
  await expect(header.getByRole("link", { name: "Mes données" })).toHaveAttribute("href", "/pro/v1/me/data/");
  await expect(header.getByRole("link", { name: "Mes commandes" })).toHaveAttribute("href", "/pro/v1/me/orders/");
  await expect(header.getByRole("button", { name: "Se déconnecter" })).toBeVisible();
  await expect(page.getByTestId("pro-loyalty-next")).toHaveText(/^Encore 2\s000,00\s€ TTC d’achats pour atteindre 5 %\.$/);
  await expect(page.getByRole("complementary", { name: "Contact pro" }).getByRole("link")).toHaveAttribute("href", "/pro/v1/me/contact/");
  await expectNoSeriousViolation(page, "/pro/v1 (pro)");

  // the radiators, then the inertia ones only
  await page.getByTestId("pro-nav").getByRole("link", { name: "Radiateurs" }).click();
  await expect(page).toHaveURL(/\/pro\/v1\/store\/rd\/$/);
  const cards = page.getByTestId("pro-product-card");
  await expect(cards.first()).toBeVisible();
  const allRadiators = await cards.count();
  const inertie = page.getByRole("link", { name: "Inertie", exact: true });
  await hydrated(inertie);
  await inertie.click();
  await expect(page).toHaveURL(/\/pro\/v1\/store\/rd\/\?type=inertie$/);
  await expect(inertie).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("pro-result-count")).toBeVisible();
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThan(allRadiators);
  await expectNoSeriousViolation(page, "/pro/v1/store/rd?type=inertie");

  // own price: the pro price list's (−2 %), HT, the list price struck through beside it
  const card = cards.first();
  await expect(card.getByTestId("pro-price")).toHaveAttribute("data-kind", "own");
  const slug = (await card.getAttribute("data-slug")) as string;
  const product = await page.request.get(`/api/product/${slug}?pro=true`);
  const answer = (await product.json()) as { pro: boolean; price: { ht: number } };
  expect(answer.pro).toBe(true);
  await expect(card.getByTestId("pro-price-amount")).toHaveText(formatEuros(answer.price.ht));
  await card.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/pro/v1/products/${slug}/$`));
  await expect(page.getByTestId("pro-product-page").getByTestId("pro-price-amount")).toHaveText(formatEuros(answer.price.ht));
  await expect(page.getByTestId("pro-list-price")).toBeVisible();
  await expectNoSeriousViolation(page, "/pro/v1/products/{slug}");

  // the pro header search, after hydration: client navigation to the store's results
  const search = header.getByRole("searchbox", { name: "Rechercher dans le catalogue pro" });
  await hydrated(search);
  await search.fill("radiateur");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/pro\/v1\/store\/\?q=radiateur$/);
  await expect(page.getByRole("heading", { level: 1, name: "Résultats pour « radiateur »" })).toBeVisible();
  await expect(cards.first().getByTestId("pro-price")).toHaveAttribute("data-kind", "own");

  // the member pages open for a pro
  await header.getByRole("link", { name: "Mes données" }).click();
  await expect(page.getByTestId("pro-data").getByLabel(/^Numéro SIRET/)).toHaveValue(/73282932000074/);
  await expectNoSeriousViolation(page, "/pro/v1/me/data (pro)");
  expect(pageErrors).toEqual([]);
});
