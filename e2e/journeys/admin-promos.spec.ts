import { expect, test } from "@playwright/test";
import { expectNoSeriousViolation } from "./support/axe";
import { storeCookieChoice } from "./support/cookie-choice";
import { signInAsStaff } from "./support/staff";

// Issue 12: a promo created on /admin/promos (grant promo) and used in a visitor's cart; the screen passes axe.
test("staff create a promo code on /admin/promos and a visitor's cart takes it", async ({ page, browser, baseURL }) => {
  await storeCookieChoice(page, baseURL as string);
  const code = `JOURNEE${Date.now().toString(36).slice(-5).toUpperCase()}`;
  // The order desk (orders + messages only) is refused the screen.
  await signInAsStaff(page, "desk");
  await page.goto("/admin/promos/");
  await expect(page.getByRole("heading", { name: "Accès refusé!" })).toBeVisible({ timeout: 30_000 });
  await page.context().clearCookies();

  await signInAsStaff(page, "owner");
  await page.goto("/admin/promos/");
  await expect(page.getByRole("heading", { level: 1, name: "Codes promo" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("promo-row-BIENVENUE10")).toBeVisible();
  await expectNoSeriousViolation(page, "/admin/promos");

  const form = page.getByRole("form", { name: "Nouveau code promo" });
  // A code in the quotation shape is refused with the shared schema's text, before any call.
  await form.getByRole("textbox", { name: "Code", exact: true }).fill("22-ABCDEF");
  await form.getByLabel(/^Pourcentage de remise/).fill("12");
  await form.getByRole("button", { name: "Enregistrer" }).click();
  await expect(form.getByText("Ce code a la forme d’un numéro de devis (22-ABCDEF) : choisissez-en un autre.")).toBeVisible();
  await expectNoSeriousViolation(page, "/admin/promos (form errors)");

  await form.getByRole("textbox", { name: "Code", exact: true }).fill(code.toLowerCase());
  await form.getByLabel(/^Type de remise/).selectOption("fixed");
  await form.getByLabel(/^Montant de la remise/).fill("7,50");
  await form.getByLabel(/^Public/).selectOption("consumers");
  await form.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.locator("#admin-contenu").getByRole("status")).toContainText(`Le code ${code} est enregistré.`);
  const row = page.getByTestId(`promo-row-${code}`);
  await expect(row).toContainText("7,50");
  await expect(row).toContainText("Particuliers");

  // A visitor (another browser context: no staff session) adds a product and types the code in the cart drawer.
  const visitor = await browser.newContext({ locale: "fr-FR" });
  const shopper = await visitor.newPage();
  await storeCookieChoice(shopper, baseURL as string);
  await shopper.goto("/products/");
  await shopper.getByTestId("product-card").filter({ has: shopper.locator('[data-stock="in_stock"]') }).first().getByRole("link").first().click();
  await shopper.getByRole("button", { name: "Ajouter au panier" }).click();
  const drawer = shopper.getByRole("dialog", { name: "Mon panier" });
  await expect(drawer.getByTestId("cart-line")).toHaveCount(1);
  await drawer.getByRole("button", { name: /Code promo ou numéro de devis/ }).click();
  await drawer.getByLabel("Code promo ou numéro de devis").fill(code.toLowerCase());
  await drawer.getByRole("button", { name: "Valider", exact: true }).click();
  await expect(drawer.getByTestId("cart-discount")).toContainText(code);
  await expect(drawer.getByTestId("cart-discount")).toContainText("7,50");
  await visitor.close();

  // Paused on the desk, the same code is refused to the next visitor with the cart's text (section 8).
  await row.getByRole("button", { name: `Modifier ${code}` }).click();
  const edit = page.getByRole("form", { name: `Modifier le code ${code}` });
  await edit.getByLabel("Code actif").uncheck();
  await edit.getByRole("button", { name: "Enregistrer" }).click();
  await expect(row).toContainText("En pause");
  const next = await browser.newContext({ locale: "fr-FR" });
  const other = await next.newPage();
  await storeCookieChoice(other, baseURL as string);
  await other.goto("/products/");
  await other.getByTestId("product-card").filter({ has: other.locator('[data-stock="in_stock"]') }).first().getByRole("link").first().click();
  await other.getByRole("button", { name: "Ajouter au panier" }).click();
  const otherDrawer = other.getByRole("dialog", { name: "Mon panier" });
  await otherDrawer.getByRole("button", { name: /Code promo ou numéro de devis/ }).click();
  await otherDrawer.getByLabel("Code promo ou numéro de devis").fill(code);
  await otherDrawer.getByRole("button", { name: "Valider", exact: true }).click();
  await expect(otherDrawer.getByText("Ce code n'est pas valide")).toBeVisible();
  await next.close();
});
