import { expect, test, type Page } from "@playwright/test";

// Issue 4: the static parts of a page (breadcrumbs, category menu, product grids, footer columns, product texts and
// pictures) keep their server HTML on the first load instead of being hydrated. For the visitor nothing changes:
// their links still move within the site without reloading it, and the pictures show.

/** A mark on the document: it survives client navigations and disappears on a real page load. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument === true);

test("links in the static parts of a first-loaded page navigate without reloading it, and pictures show", async ({ page }) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));

  // First load of a category page: its product grid is static HTML.
  await page.goto("/categories/radiateurs/");
  await expect(page.getByRole("heading", { level: 1, name: /Radiateurs/ })).toBeVisible();
  await page.waitForFunction(() => document.querySelector("#gatsby-focus-wrapper") !== null && "___navigate" in window);
  await markDocument(page);
  const card = page.getByTestId("product-card").first();
  const title = (await card.getByRole("heading").innerText()).trim();
  await card.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/products\/[a-z0-9-]+\/?$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  expect(await sameDocument(page), "the grid's link went through the site's router").toBe(true);

  // First load of a product page: breadcrumb, picture, texts and attributes are static HTML.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const picture = page.getByTestId("product-gallery").getByRole("img").first();
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute("fetchpriority", "high");
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.waitForFunction(() => "___navigate" in window);
  await markDocument(page);
  await page.getByTestId("breadcrumb").getByRole("link", { name: "Accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Nos meilleures ventes" })).toBeVisible();
  expect(await sameDocument(page), "the breadcrumb's link went through the site's router").toBe(true);

  // Back on the product page, reached by navigation this time: everything renders and stays usable.
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId("attributes-table")).toBeVisible();
  await expect(page.getByTestId("add-to-cart")).toBeVisible();

  // A footer column of a freshly loaded page: same router.
  await page.goto("/products/");
  await page.waitForFunction(() => "___navigate" in window);
  await markDocument(page);
  const footer = page.getByTestId("site-footer");
  await footer.getByRole("link", { name: "Plan du site" }).click();
  await expect(page).toHaveURL(/\/sitemap\/?$/);
  expect(await sameDocument(page), "the footer's link went through the site's router").toBe(true);

  expect(pageErrors, "no JavaScript error on the way").toEqual([]);
});
