import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousViolation } from "./support/axe";
import { storeCookieChoice } from "./support/cookie-choice";
import { signUpThroughApi, uniqueEmail } from "./support/sign-up";

// Issue 4: every screen a customer goes through has no serious accessibility violation (support/axe.ts): home, a
// category, a product, the open cart drawer, each checkout step, /login and /me, on a desktop screen, and the catalogue
// pages on a phone screen too. A failure lists rule, impact and the offending elements so it can be fixed where it is.
const PHONE = { width: 390, height: 844 };

test.beforeEach(async ({ page, baseURL }) => {
  await storeCookieChoice(page, baseURL as string);
});

test("home, a category and a product page have no serious accessibility violation", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("cart-button")).toBeVisible();
  await expectNoSeriousViolation(page, "/");

  await page.goto("/products/");
  const categoryLink = page.locator('a[href^="/categories/"]').first();
  const categoryPath = (await categoryLink.getAttribute("href")) as string;
  await page.goto(categoryPath);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoSeriousViolation(page, categoryPath);

  await page.goto("/products/");
  await page.getByTestId("product-card").first().getByRole("link").first().click();
  await expect(page.getByTestId("product-title")).toBeVisible();
  await expectNoSeriousViolation(page, page.url());
});

test("the first Tab shows the skip link over the page, and Enter takes the keyboard to the content", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skipLink = page.getByRole("link", { name: "Aller au contenu" });
  await expect(skipLink).toBeFocused();
  const box = (await skipLink.boundingBox())!;
  expect(box.width).toBeGreaterThan(40);
  const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest("a")?.textContent, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
  expect(onTop).toBe("Aller au contenu");
  await page.keyboard.press("Enter");
  await expect(page.locator("#contenu")).toBeFocused();
});

test.describe("on a phone screen", () => {
  test.use({ viewport: PHONE });

  test("a category and a product page have no serious accessibility violation", async ({ page }) => {
    await page.goto("/products/");
    const categoryPath = (await page.locator('a[href^="/categories/"]').first().getAttribute("href")) as string;
    await page.goto(categoryPath);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousViolation(page, `${categoryPath} (phone)`);
    await page.goto("/products/");
    await page.getByTestId("product-card").first().getByRole("link").first().click();
    await expect(page.getByTestId("product-title")).toBeVisible();
    await expectNoSeriousViolation(page, `${page.url()} (phone)`);
  });

  test("the home page has no serious accessibility violation", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("cart-button")).toBeVisible();
    await expectNoSeriousViolation(page, "/ (phone)");
  });
});

test("the open cart drawer and every checkout step have no serious accessibility violation", async ({ page }) => {
  await page.goto("/products/");
  const card = page.getByTestId("product-card").filter({ has: page.locator('[data-stock="in_stock"]') }).first();
  await card.getByRole("link").first().click();
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  const drawer = page.getByRole("dialog", { name: "Mon panier" });
  await expect(drawer.getByTestId("cart-line")).toHaveCount(1);
  await expectNoSeriousViolation(page, "cart drawer", '[role="dialog"]');

  await drawer.getByRole("button", { name: "Commander" }).click();
  await expect(page).toHaveURL(/\/order\/checkout\/?$/);
  const step1 = page.getByTestId("checkout-step-1");
  await expect(step1).toHaveAttribute("data-state", "open");
  await expectNoSeriousViolation(page, "checkout step 1 (contact)");
  // the form with its error messages shown is a screen too
  await step1.getByRole("button", { name: "Confirmer" }).click();
  await expect(step1.getByText("Ce champ est obligatoire").first()).toBeVisible();
  await expectNoSeriousViolation(page, "checkout step 1 with errors");
  await step1.getByLabel(/^Prénom/).fill("Élodie");
  await step1.getByLabel(/^Nom/).fill("Martin");
  await step1.getByLabel(/^Adresse email/).fill(`a11y-${Date.now()}@exemple.fr`);
  await step1.getByLabel(/^Téléphone/).fill("06 12 34 56 78");
  await step1.getByRole("button", { name: "Confirmer" }).click();

  const step2 = page.getByTestId("checkout-step-2");
  await expect(step2).toHaveAttribute("data-state", "open");
  await expectNoSeriousViolation(page, "checkout step 2 (billing)");
  await step2.getByLabel(/^Prénom/).fill("Élodie");
  await step2.getByLabel(/^Nom/).fill("Martin");
  await step2.getByLabel(/^Adresse \*/).fill("12 rue des Lilas");
  await step2.getByLabel(/^Code postal/).fill("69003");
  await step2.getByLabel(/^Ville/).fill("Lyon");
  await step2.getByRole("button", { name: "Confirmer" }).click();

  const step3 = page.getByTestId("checkout-step-3");
  await expect(step3).toHaveAttribute("data-state", "open");
  await expectNoSeriousViolation(page, "checkout step 3 (delivery)");
  await step3.getByLabel("À l'adresse de facturation").check();
  await step3.getByRole("button", { name: "Confirmer" }).click();

  await expect(page.getByTestId("checkout-step-4")).toHaveAttribute("data-state", "open");
  await expectNoSeriousViolation(page, "checkout step 4 (payment)");
});

test("/login and /me have no serious accessibility violation", async ({ page }) => {
  await page.goto("/login/");
  await expect(page.getByRole("form", { name: "Nouveau client ? Créez votre compte" })).toBeVisible();
  await expectNoSeriousViolation(page, "/login/");

  const email = uniqueEmail("a11y");
  await signUpThroughApi(page, { email });
  await page.goto("/me/");
  await expect(page.getByTestId("me-email")).toContainText(email);
  await expectNoSeriousViolation(page, "/me/");
});

// Spec 9 "dark-mode variants": the same screens with the system in dark mode, which the shop follows (the <html>
// class is checked so a page left light cannot pass unnoticed), plus /pro and the phone menu drawer.
test.describe("in dark mode", () => {
  test.use({ colorScheme: "dark" });

  async function expectDark(page: Page) {
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  }

  test("home, a category, a product page and /pro have no serious accessibility violation", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("cart-button")).toBeVisible();
    await expectDark(page);
    await expectNoSeriousViolation(page, "/ (dark)");

    await page.goto("/products/");
    await expectNoSeriousViolation(page, "/products/ (dark)");
    const categoryPath = (await page.locator('a[href^="/categories/"]').first().getAttribute("href")) as string;
    await page.goto(categoryPath);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousViolation(page, `${categoryPath} (dark)`);

    await page.goto("/products/");
    await page.getByTestId("product-card").first().getByRole("link").first().click();
    await expect(page.getByTestId("product-title")).toBeVisible();
    await expectNoSeriousViolation(page, `${page.url()} (dark)`);

    await page.goto("/pro/");
    await expectDark(page);
    await expectNoSeriousViolation(page, "/pro/ (dark)");
  });

  test("the open cart drawer and the first checkout step, with its errors, have no serious accessibility violation", async ({ page }) => {
    await page.goto("/products/");
    const card = page.getByTestId("product-card").filter({ has: page.locator('[data-stock="in_stock"]') }).first();
    await card.getByRole("link").first().click();
    await page.getByRole("button", { name: "Ajouter au panier" }).click();
    const drawer = page.getByRole("dialog", { name: "Mon panier" });
    await expect(drawer.getByTestId("cart-line")).toHaveCount(1);
    await expectDark(page);
    await expectNoSeriousViolation(page, "cart drawer (dark)", '[role="dialog"]');

    await drawer.getByRole("button", { name: "Commander" }).click();
    const step1 = page.getByTestId("checkout-step-1");
    await expect(step1).toHaveAttribute("data-state", "open");
    await expectDark(page);
    await expectNoSeriousViolation(page, "checkout step 1 (dark)");
    await step1.getByRole("button", { name: "Confirmer" }).click();
    await expect(step1.getByText("Ce champ est obligatoire").first()).toBeVisible();
    await expectNoSeriousViolation(page, "checkout step 1 with errors (dark)");
  });

  test("/login and /me have no serious accessibility violation", async ({ page }) => {
    await page.goto("/login/");
    const form = page.getByRole("form", { name: "Nouveau client ? Créez votre compte" });
    await expect(form).toBeVisible();
    await expectDark(page);
    await expectNoSeriousViolation(page, "/login/ (dark)");
    await page.goto("/login/?compte=pro");
    await expect(form.getByLabel(/^Numéro SIRET/)).toBeVisible();
    await expectNoSeriousViolation(page, "/login/?compte=pro (dark)");

    const email = uniqueEmail("a11y-dark");
    await signUpThroughApi(page, { email });
    await page.goto("/me/");
    await expect(page.getByTestId("me-email")).toContainText(email);
    await expectNoSeriousViolation(page, "/me/ (dark)");
  });

  test.describe("on a phone screen", () => {
    test.use({ viewport: PHONE });

    test("the home page and the open menu drawer have no serious accessibility violation", async ({ page }) => {
      await page.goto("/");
      await expectDark(page);
      await expectNoSeriousViolation(page, "/ (dark, phone)");
      await page.getByTestId("mobile-menu-button").click();
      await expect(page.getByTestId("mobile-menu")).toBeVisible();
      await expectNoSeriousViolation(page, "menu drawer (dark, phone)", '[data-testid="mobile-menu"]');
    });
  });
});
