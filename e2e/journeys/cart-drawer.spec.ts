import { expect, test, type Page } from "@playwright/test";
import { storeCookieChoice } from "./support/cookie-choice";

// The cart drawer of spec 2.8 / 4.3 on the started shop: add from a product page, edit the quantity,
// vouchers (BIENVENUE10 is seeded), remove, empty. The cookie choice is stored beforehand so the alert
// does not cover the page.
const STOCK_TEXT = "Nous ne sommes pas en mesure de fournir cette quantité actuellement";

/** Opens the first in-stock product of the catalogue and returns its title. */
async function openInStockProduct(page: Page): Promise<string> {
  await page.goto("/products/");
  const card = page.getByTestId("product-card").filter({ has: page.locator('[data-stock="in_stock"]') }).first();
  await card.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/products\/[a-z0-9-]+\/?$/);
  return (await page.getByTestId("product-title").innerText()).trim();
}

const money = (text: string) => Number(text.replace(/[^\d,]/g, "").replace(",", "."));

test("a visitor adds a product, edits the quantity, tries vouchers, removes it and ends with an empty cart", async ({ page, baseURL }) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await storeCookieChoice(page, baseURL as string);
  const title = await openInStockProduct(page);
  const badge = page.getByTestId("cart-count");
  await expect(badge).toHaveText("0");

  // Add → the drawer opens on the new cart, the badge counts 1.
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  const drawer = page.getByRole("dialog", { name: "Mon panier" });
  await expect(drawer).toBeVisible();
  await expect(badge).toHaveText("1");
  const line = drawer.getByTestId("cart-line");
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId("cart-line-designation")).toHaveText(title);
  await expect(line.getByTestId("cart-line-price")).toContainText("TTC");
  await expect(line.getByText(STOCK_TEXT)).toHaveCount(0);
  await expect(drawer.getByTestId("cart-delivery-estimate")).toContainText("Livraison estimée le");
  await expect(drawer.getByRole("button", { name: "Commander" })).toBeEnabled();

  // Modifier → Valider replaces the quantity.
  await line.getByRole("button", { name: /^Modifier/ }).click();
  await line.getByLabel(/^Quantité de/).fill("3");
  await line.getByRole("button", { name: /^Valider/ }).click();
  await expect(line.getByTestId("cart-line-quantity")).toHaveText("Quantité : 3");
  await expect(badge).toHaveText("3");

  // Escape closes the dialog; the cart survives a reload.
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await page.reload();
  await expect(badge).toHaveText("3");
  // keyboard only: the cart button opens the drawer and the focus moves into it
  await page.getByTestId("cart-button").focus();
  await page.keyboard.press("Enter");
  await expect(drawer).toBeVisible();
  await expect(drawer.locator(":focus")).toHaveCount(1);

  // A wrong code shows the spec's text; BIENVENUE10 (seeded, 10 % off) lowers the total.
  const net = drawer.getByTestId("cart-total-net");
  const before = money(await net.innerText());
  await drawer.getByRole("button", { name: /Code promo ou numéro de devis/ }).click();
  const promo = drawer.getByLabel("Code promo ou numéro de devis");
  await promo.fill("CODEFAUX");
  await drawer.getByRole("button", { name: "Valider", exact: true }).click();
  await expect(drawer.getByText("Ce code n'est pas valide")).toBeVisible();
  await promo.fill("bienvenue10");
  await drawer.getByRole("button", { name: "Valider", exact: true }).click();
  await expect(drawer.getByTestId("cart-discount")).toContainText("BIENVENUE10");
  await expect.poll(async () => money(await net.innerText())).toBeLessThan(before);

  // Remove → empty cart, no order possible.
  await drawer.getByRole("button", { name: `Supprimer ${title} du panier` }).click();
  await expect(drawer.getByText("Votre panier est vide.")).toBeVisible();
  await expect(badge).toHaveText("0");
  await expect(drawer.getByRole("button", { name: "Commander" })).toBeDisabled();
  await drawer.getByRole("button", { name: "Fermer le panier" }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId("cart-button")).toBeFocused();

  expect(pageErrors, "no JavaScript error on the way").toEqual([]);
});

// Before the page's script has run (a phone still hydrating, or JavaScript off), a tap on the button would reach no
// handler and be lost without a sign: the button is inactive until then, and becomes active on its own.
test("the product page's add button waits for the page's script instead of losing a tap", async ({ browser, baseURL }) => {
  const withoutScript = await browser.newContext({ baseURL, locale: "fr-FR", javaScriptEnabled: false });
  const page = await withoutScript.newPage();
  await page.goto("/products/");
  const href = await page.getByTestId("product-card").filter({ has: page.locator('[data-stock="in_stock"]') }).first().getByRole("link").first().getAttribute("href");
  await page.goto(href as string);
  await expect(page.getByRole("button", { name: "Ajouter au panier" })).toBeDisabled();
  await withoutScript.close();

  const withScript = await browser.newContext({ baseURL, locale: "fr-FR" });
  const live = await withScript.newPage();
  await storeCookieChoice(live, baseURL as string);
  await live.goto(href as string);
  await expect(live.getByRole("button", { name: "Ajouter au panier" })).toBeEnabled();
  await withScript.close();
});

// CI caught the drawer staying on screen after Escape (data-state "closed", still visible): the phone was busy just
// after the drawer began to slide out, the slide ended during that time, and the dialog, which only started listening
// for the slide's end afterwards, waited for it for good. Replayed here: from the first frame where the drawer is
// "closed", a task keeps the page busy for 0.7 s, longer than the slide (0.4 s), before the dialog's own work runs.
test("the cart drawer goes away on Escape even when the phone was busy while it slid out", async ({ page, baseURL }) => {
  await storeCookieChoice(page, baseURL as string);
  await openInStockProduct(page);
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  const drawer = page.getByRole("dialog", { name: "Mon panier" });
  await expect(drawer.getByTestId("cart-line")).toHaveCount(1);

  await drawer.evaluate((dialog) => {
    const busyFor700ms = () => {
      const start = performance.now();
      while (performance.now() - start < 700);
    };
    // A frame callback registered before the keypress runs ahead of those the closing registers in that frame.
    const everyFrame = () => {
      if (dialog.getAttribute("data-state") === "closed") setTimeout(busyFor700ms);
      else requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
    dialog.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
  });
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
});
