import { expect, test } from "@playwright/test";

// fr-FR currency as Chromium and the server both print it: "1 039,46 €" with a narrow
// no-break space between thousands and a no-break space before the euro sign.
const FRENCH_PRICE = /^\d{1,3}(\u202f\d{3})*,\d{2}\u00a0€$/;

test("a visitor goes from the home page to a product's TTC price, then reads a blog article", async ({ page }) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));

  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Nos différentes gammes" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Nos meilleures ventes" })).toBeVisible();
  await expect(page.getByPlaceholder("Rechercher un produit")).toBeVisible();

  // Home → a range of the catalogue.
  const ranges = page.getByRole("region", { name: "Nos différentes gammes" });
  await ranges.getByRole("link", { name: /Radiateurs/ }).first().click();
  await expect(page).toHaveURL(/\/categories\/radiateurs\/?$/);
  await expect(page.getByRole("heading", { level: 1, name: /Radiateurs/ })).toBeVisible();

  // Category → deeper category → a product.
  await page.getByRole("link", { name: /inertie/i }).first().click();
  await expect(page).toHaveURL(/\/categories\/radiateurs\/inertie/);
  const productLink = page.getByTestId("product-card").first().getByRole("link").first();
  await productLink.click();
  await expect(page).toHaveURL(/\/products\/[a-z0-9-]+\/?$/);

  // Product page: title, a TTC price in French format, technical attributes.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const price = page.getByTestId("product-price");
  await expect(price).toBeVisible();
  expect((await price.innerText()).trim()).toMatch(FRENCH_PRICE);
  await expect(page.getByText("TTC", { exact: false }).first()).toBeVisible();
  await expect(page.getByRole("rowheader", { name: "Puissance" })).toBeVisible();

  // The blog, sourced from the CMS.
  await page.goto("/blog/");
  await expect(page.getByRole("heading", { level: 1, name: /blog/i })).toBeVisible();
  const article = page.getByTestId("article-card").first();
  const articleTitle = (await article.getByRole("heading").first().innerText()).trim();
  await article.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+\/?$/);
  await expect(page.getByRole("heading", { level: 1, name: articleTitle })).toBeVisible();

  expect(pageErrors, "no JavaScript error on the way").toEqual([]);
});

test("an unknown page shows the spec's 404 text with its two ways out", async ({ page }) => {
  const response = await page.goto("/cette-page-n-existe-pas/");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("La page que vous recherchez n'existe pas.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Nous contacter", exact: true })).toHaveAttribute("href", /\/contact\/?$/);
  await expect(page.getByRole("link", { name: "Accueil", exact: true })).toHaveAttribute("href", "/");
});
