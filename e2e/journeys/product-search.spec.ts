import { expect, test, type Page } from "@playwright/test";
import { collectHydrationErrors, hydrated } from "./support/hydration";
import { expectNoSeriousViolation } from "./support/axe";
import { storeCookieChoice } from "./support/cookie-choice";

// /products search (spec 2.1 and 2.5: the header field 'Rechercher un produit', Enter → /products/?q=…) on the
// started shop: results come from POST /api/product/query; the URL holds text, filters, sort and page, so Back
// and shared links work. The cookie choice is stored beforehand so the alert does not cover the page.

/** Waits until the results on screen are the answer for the URL in the address bar (not the previous ones). */
async function settled(page: Page) {
  const results = page.getByTestId("search-results");
  await expect(results).toHaveAttribute("data-state", "ready");
  await expect(results).toHaveAttribute("data-search", new URL(page.url()).search);
}

async function searchFromHeader(page: Page, text: string) {
  const field = page.getByPlaceholder("Rechercher un produit");
  await hydrated(field);
  await field.fill(text);
  await field.press("Enter");
  await expect(page).toHaveURL(`/products/?q=${encodeURIComponent(text)}`);
  await settled(page);
}

async function shownCount(page: Page): Promise<number> {
  const text = (await page.getByTestId("result-count").innerText()).trim();
  expect(text).toMatch(/^\d+ produits?$/);
  return Number.parseInt(text, 10);
}

const cards = (page: Page) => page.getByTestId("search-results").getByTestId("product-card");

test("a visitor searches from the header, filters by brand, sorts by price and goes back", async ({ page, baseURL }) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await storeCookieChoice(page, baseURL as string);

  // The static catalogue first; the header search then updates the same page.
  await page.goto("/products/");
  await expect(page.getByRole("heading", { level: 1, name: "Nos produits" })).toBeVisible();
  await settled(page);
  const catalogue = await shownCount(page);

  await searchFromHeader(page, "radiateur inertie");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Résultats pour « radiateur inertie »");
  const found = await shownCount(page);
  expect(found).toBeGreaterThan(0);
  expect(found).toBeLessThan(catalogue);
  await expect(cards(page)).toHaveCount(Math.min(found, 48));

  // Accents and hyphens do not matter: 'seche serviette' finds the sèche-serviettes.
  await searchFromHeader(page, "seche serviette");
  await expect(cards(page).first()).toContainText("Sèche-serviettes");
  const towelDryers = await shownCount(page);

  // A brand that holds part of the results: the count becomes the brand's, every card is of that brand.
  const brands = page.getByTestId("brand-option");
  const options = await brands.allInnerTexts();
  const parsed = options.map((text) => /^(.+) \((\d+)\)$/.exec(text.trim()));
  const index = parsed.findIndex((m) => m && Number(m[2]) < towelDryers);
  expect(index, `a brand with fewer than ${towelDryers} products among ${options.join(", ")}`).toBeGreaterThanOrEqual(0);
  const [, brand, brandCount] = parsed[index] as RegExpExecArray;
  const brandBox = page.getByRole("checkbox", { name: `${brand} (${brandCount})` });
  // a click, not check(): the box shows the URL's state, which changes once the navigation is done
  await brandBox.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 120);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await brandBox.click();
  await expect(page).toHaveURL(/[?&]brand=/);
  await settled(page);
  // a filter change is not a new page: the visitor stays where they were
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect(await shownCount(page)).toBe(Number(brandCount));
  const shownBrands = await cards(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-brand")));
  expect(shownBrands.length).toBeGreaterThan(0);
  expect(new Set(shownBrands)).toEqual(new Set([brand]));
  await expect(page.getByRole("link", { name: `Retirer le filtre ${brand}` })).toBeVisible();
  await expectNoSeriousViolation(page, "a filtered /products");

  // Sorted by ascending price: every card costs at least as much as the one before.
  await page.getByLabel("Trier par").selectOption("price-asc");
  await expect(page).toHaveURL(/[?&]sort=price-asc/);
  await settled(page);
  const prices = await cards(page).evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute("data-price"))));
  expect(prices.length).toBe(Number(brandCount));
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  // Back: the brand filter without the sort, then the search without the brand.
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await settled(page);
  expect(await shownCount(page)).toBe(Number(brandCount));
  await expect(brandBox).toBeChecked();
  await page.goBack();
  await expect(page).not.toHaveURL(/brand=/);
  await settled(page);
  expect(await shownCount(page)).toBe(towelDryers);
  await expect(cards(page).first()).toContainText("Sèche-serviettes");

  // Words that match nothing: the empty state, with a way back to the catalogue.
  await searchFromHeader(page, "zzqxw plmkj");
  const empty = page.getByTestId("no-result");
  await expect(empty).toContainText("Aucun produit ne correspond à votre recherche.");
  await expect(page.getByTestId("result-count")).toHaveText("0 produit");
  await empty.getByRole("link", { name: "Voir tous les produits" }).click();
  await expect(page).toHaveURL(/\/products\/$/);
  await settled(page);
  expect(await shownCount(page)).toBe(catalogue);

  expect(pageErrors).toEqual([]);
});

test("the catalogue's first page stays as loaded when the search takes over, and a card opens its product without a reload", async ({ page, baseURL }) => {
  await storeCookieChoice(page, baseURL as string);
  const hydrationErrors = collectHydrationErrors(page);
  await page.goto("/products/");
  await settled(page);
  // The search screen shows the static first page (its HTML handed over, not rendered again): 48 cards.
  await expect(cards(page)).toHaveCount(48);
  // A page that stays loaded keeps this mark: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { stayedLoaded: true }));
  const first = cards(page).first().getByRole("link").first();
  const href = await first.getAttribute("href");
  await first.click();
  await expect(page).toHaveURL(href as string);
  expect(await page.evaluate(() => (window as Window & { stayedLoaded?: boolean }).stayedLoaded)).toBe(true);
  expect(hydrationErrors).toEqual([]);
});

test("an EAN typed in the header finds that product", async ({ page, baseURL, request }) => {
  await storeCookieChoice(page, baseURL as string);
  // any product with a barcode, as the catalogue answers it
  const answer = await request.post("/api/product/query", { data: { q: "radiateur", pageSize: 10 } });
  expect(answer.ok()).toBe(true);
  const { products } = (await answer.json()) as { products: { slug: string; ean: string | null; designation: string }[] };
  const product = products.find((p) => p.ean);
  expect(product, "a product with an EAN").toBeTruthy();

  await page.goto("/products/");
  // the visitor types once the page has shown its first results
  await settled(page);
  await searchFromHeader(page, (product as { ean: string }).ean);
  await expect(cards(page).first()).toHaveAttribute("data-slug", product!.slug);
  await expect(cards(page).first().getByRole("link", { name: product!.designation })).toBeVisible();
});

test("a word typed in the header search before the page's scripts ran stays in the field when they do, and Enter searches for it", async ({ page }) => {
  // the page's main script waits until the word is typed: the visitor is faster than a slow phone
  let releaseScripts = () => {};
  const typed = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\/app-[0-9a-f]+\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const field = page.getByPlaceholder("Rechercher un produit");
  await field.fill("radiateur");
  releaseScripts();
  await hydrated(field);
  await expect(field).toHaveValue("radiateur");
  await field.press("Enter");
  await expect(page).toHaveURL("/products/?q=radiateur");
  await settled(page);
});

test.describe("without JavaScript (or before hydration)", () => {
  test.use({ javaScriptEnabled: false });

  test("Enter in the header search of the home page opens the search results, not /?q=", async ({ page }) => {
    await page.goto("/");
    const field = page.getByPlaceholder("Rechercher un produit");
    await field.fill("radiateur");
    await field.press("Enter");
    await expect(page).toHaveURL("/products/?q=radiateur");
  });
});

test.describe("on a phone screen", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the filters fold under a button and a shared link shows the same results", async ({ page, baseURL }) => {
    await storeCookieChoice(page, baseURL as string);
    await page.goto("/products/?q=radiateur&inStock=1&sort=price-desc");
    await settled(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Résultats pour « radiateur »");
    await expect(page.getByLabel("Trier par")).toHaveValue("price-desc");
    const toggle = page.getByRole("button", { name: "Filtres (1)" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("checkbox", { name: "En stock uniquement" })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("checkbox", { name: "En stock uniquement" })).toBeChecked();
    const prices = await cards(page).evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute("data-price"))));
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  // The checks of the filters come with the first URL that has any (the plain catalogue does without them).
  test("a shared link with a brand filter shows that brand's products only, from the first load", async ({ page, baseURL, request }) => {
    await storeCookieChoice(page, baseURL as string);
    const answer = await request.post("/api/product/query", { data: { pageSize: 1 } });
    expect(answer.ok()).toBe(true);
    const { facets } = (await answer.json()) as { facets: { brand: { name: string; count: number }[] } };
    const { name: brand, count } = facets.brand.find((entry) => entry.count > 1)!;

    await page.goto(`/products/?brand=${encodeURIComponent(brand)}`);
    await settled(page);
    await expect(page.getByRole("link", { name: `Retirer le filtre ${brand}` })).toBeVisible();
    await expect(page.getByRole("button", { name: "Filtres (1)" })).toBeVisible();
    expect(await shownCount(page)).toBe(count);
    const shownBrands = await cards(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-brand")));
    expect(shownBrands).toHaveLength(Math.min(count, 48));
    expect(new Set(shownBrands)).toEqual(new Set([brand]));
  });
});
