import { expect, test, type APIRequestContext } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { expectNoSeriousViolation } from "./support/axe";
import { storeCookieChoice } from "./support/cookie-choice";
import { STRONG_PASSWORD, uniqueEmail } from "./support/sign-up";
import { signInAsStaff } from "./support/staff";

// Issue 14, /admin/societe: staff change the company's name and address; the legal notice /about/legal, the terms of
// sale /about/cgv (the seller) and the privacy policy /about/privacy (the data controller) show them after the
// incremental rebuild (ADR 006, 015), and an invoice issued afterwards prints the new name. axe on the screen; the
// order desk (no `legal` grant) is refused it.

/** A save asks the storefront builder for an incremental build (about 2 min on the shared machine). */
const REBUILD = { timeout: 10 * 60_000, intervals: [5_000] };

/** A consumer who signs up and pays one product by card (through the API, in this request context): the order number. */
async function paidOrder(api: APIRequestContext): Promise<string> {
  const email = uniqueEmail("societe");
  expect((await api.post("/api/auth", { data: { email, password: STRONG_PASSWORD, cgu: true, newsletter: false, isPro: false } })).status()).toBe(201);
  const found = await (await api.post("/api/product/query", { data: {} })).json();
  const product = (found.products as { ean: string | null; stock: { available: number | null } }[]).find(
    (p) => p.ean && (p.stock.available === null || p.stock.available >= 5),
  );
  expect((await api.put("/api/cart", { data: { ean: product!.ean, quantity: 1 } })).status()).toBe(200);
  const submit = await api.post("/api/checkout/submit", {
    data: {
      contact: { firstName: "Claire", lastName: "Dupont", email, phone: "0612345678" },
      billing: { firstName: "Claire", lastName: "Dupont", isCompany: false, address: "3 rue des Lilas", zipCode: "69003", locality: "Lyon", countryCode: "FR" },
      delivery: { type: "home" },
      cart: {},
    },
  });
  expect(submit.status(), await submit.text()).toBe(201);
  const { orderNumber } = await submit.json();
  const card = await (await api.put("/api/checkout/createPaiement", { data: { orderNumber, paiementId: "societe", type: "card" } })).json();
  expect((await api.post(card.url, { form: { outcome: "accept" }, maxRedirects: 0 })).status()).toBe(303);
  expect((await (await api.post(`/api/checkout/redirect/${card.id}`)).json()).outcome).toBe("PAYED");
  return orderNumber as string;
}

test("staff change the company's name and address: the legal notice, the CGV, the privacy policy and a new invoice show them", async ({ page, browser, baseURL }) => {
  test.setTimeout(15 * 60_000);
  await storeCookieChoice(page, baseURL as string);
  const stamp = Date.now().toString(36);
  const name = `Maison Chaleur ${stamp} SAS`;
  const address = `${(Date.now() % 90) + 10} avenue des Tilleuls`;

  // The order desk (orders + messages) is refused the screen.
  await signInAsStaff(page, "desk");
  await page.goto("/admin/societe/");
  await expect(page.getByRole("heading", { name: "Accès refusé!" })).toBeVisible({ timeout: 30_000 });
  await page.context().clearCookies();

  await signInAsStaff(page, "owner");
  await page.goto("/admin/societe/");
  await expect(page.getByRole("heading", { level: 1, name: "Identité de la société" })).toBeVisible({ timeout: 30_000 });
  const nameField = page.getByRole("textbox", { name: /^Raison sociale/ });
  await expect(nameField).not.toHaveValue("", { timeout: 30_000 });
  await expectNoSeriousViolation(page, "/admin/societe");

  // A SIRET of another company is refused under its field, before any call.
  const siret = page.getByRole("textbox", { name: /^SIRET du siège/ });
  const savedSiret = await siret.inputValue();
  await siret.fill("73282932000074");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Le SIRET doit faire 14 chiffres, être valide (clé de contrôle) et commencer par le SIREN.")).toBeVisible();
  await expect(siret).toHaveAttribute("aria-invalid", "true");
  await siret.fill(savedSiret);

  await nameField.fill(name);
  await page.getByRole("textbox", { name: /^Adresse/ }).fill(address);
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.locator("#admin-contenu").getByRole("status")).toContainText("Identité enregistrée", { timeout: 30_000 });
  await expect(page.getByTestId("company-saved-at")).toContainText("Dernier enregistrement");
  await expectNoSeriousViolation(page, "/admin/societe (enregistré)");

  // An order paid now: its invoice prints the new seller.
  const buyer = await browser.newContext({ baseURL });
  const orderNumber = await paidOrder(buyer.request);
  await expect(async () => {
    const invoice = await buyer.request.get(`/api/invoices/${orderNumber}`);
    expect(invoice.status()).toBe(200);
    const pdf = await PDFDocument.load(await invoice.body(), { updateMetadata: false });
    expect(pdf.getAuthor()).toBe(name);
  }).toPass({ timeout: 60_000 });
  await buyer.close();

  // The legal notice shows the new publisher once the storefront is rebuilt.
  await expect(async () => {
    await page.goto("/about/legal/");
    await expect(page.getByTestId("company-publisher")).toContainText(name, { timeout: 1_000 });
  }).toPass(REBUILD);
  await expect(page.getByTestId("company-publisher")).toContainText(address);
  await expect(page.getByTestId("company-publisher").getByRole("heading", { name: "Directeur de la publication" })).toBeVisible();

  // The terms of sale and the privacy policy, rebuilt by the same save, name the same company: their CMS text does not.
  for (const [path, heading] of [["/about/cgv/", "Le vendeur"], ["/about/privacy/", "Responsable du traitement"]]) {
    await page.goto(path);
    const identity = page.getByTestId("company-publisher");
    await expect(identity.getByRole("heading", { name: heading })).toBeVisible();
    await expect(identity).toContainText(name);
    await expect(identity).toContainText(address);
    await expect(page.getByTestId("cms-page")).not.toContainText("Maison Chaleur SAS");
  }
  await page.goto("/pro/v1/about/cgv/");
  await expect(page.getByTestId("company-publisher")).toContainText(name);
});
