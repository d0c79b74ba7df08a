import { expect, test } from "@playwright/test";
import { signUpOnLoginPage, uniqueEmail } from "./support/sign-up";
import { storeCookieChoice } from "./support/cookie-choice";

// Spec 2.1 /pro, the entry to the professional offer: reached from the consumer menu, no contact banner (2.5), the
// advantages with their figures, and 'Créer un compte professionnel' opening the pro sign-up; a professional who
// signs up there gets the cart of a pro (prices HT and a VAT line). The pro area /pro/v1 is a later issue.

test("a professional goes from the menu to /pro, signs up as a pro there and gets a pro cart", async ({ page, baseURL }) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await storeCookieChoice(page, baseURL as string);

  await page.goto("/");
  await page.getByTestId("category-menu").getByRole("link", { name: "Espace pro" }).click();
  await expect(page).toHaveURL(/\/pro\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "L'offre professionnelle Maison Chaleur" })).toBeVisible();
  const advantages = page.getByRole("region", { name: "Vos avantages" });
  await expect(advantages.getByRole("heading", { name: "2 % de remise sur tout le catalogue" })).toBeVisible();
  await expect(advantages.getByRole("heading", { name: "Jusqu'à 15 % de remise de fidélité" })).toBeVisible();
  await expect(advantages.getByRole("heading", { name: "Livraison offerte" })).toBeVisible();
  await expect(advantages.getByRole("heading", { name: "Paiement par virement" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Paliers de la remise de fidélité" }).getByRole("row")).toHaveCount(4);
  await expect(page.getByRole("complementary", { name: "Nous contacter" })).toHaveCount(0);
  await expect(page.locator('a[href^="/pro/v1"]')).toHaveCount(0);
  await expect(page).toHaveTitle("Offre professionnelle | Maison Chaleur");

  await page.getByRole("link", { name: "Créer un compte professionnel" }).click();
  await expect(page).toHaveURL(/\/login\/\?compte=pro$/);
  const form = page.getByRole("form", { name: "Nouveau client ? Créez votre compte" });
  await expect(form.getByLabel("Je suis un professionnel")).toBeChecked();
  const email = uniqueEmail("pro");
  await signUpOnLoginPage(page, { email, pro: { company: "Chauffage Martin SARL", siret: "732 829 320 00074" } });
  await expect(page.getByTestId("account-link")).toContainText(email);

  // the advantages apply: a product in the cart is priced HT with a VAT line
  await page.goto("/products/");
  await page.getByTestId("product-card").filter({ has: page.locator('[data-stock="in_stock"]') }).first().getByRole("link").first().click();
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  const drawer = page.getByRole("dialog", { name: "Mon panier" });
  await expect(drawer.getByTestId("cart-line-price")).toContainText("HT");
  await expect(drawer.getByTestId("cart-total-vat")).toBeVisible();

  // the 'Se connecter' way in goes to the login form
  await page.keyboard.press("Escape");
  await page.goto("/pro/");
  await expect(page.getByRole("main").getByRole("link", { name: "Se connecter" })).toHaveAttribute("href", "/login/");
  expect(pageErrors).toEqual([]);
});
