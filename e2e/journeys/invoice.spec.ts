import { expect, test, type Page } from "@playwright/test";
import { storeCookieChoice } from "./support/cookie-choice";
import { STRONG_PASSWORD, uniqueEmail } from "./support/sign-up";

// Issue 16, "Invoices", in the browser: a consumer who paid downloads the invoice PDF from /me; a pro who paid
// downloads a Factur-X (the PDF carries factur-x.xml). Account and payment through the API (the checkout and the
// card page have their own journeys), in the page's own cookie jar so the browser is the buyer.
const CHECKOUT = (email: string) => ({
  contact: { firstName: "Claire", lastName: "Dupont", email, phone: "0612345678" },
  billing: { firstName: "Claire", lastName: "Dupont", isCompany: false, address: "3 rue des Lilas", zipCode: "69003", locality: "Lyon", countryCode: "FR" },
  delivery: { type: "home" },
  cart: {},
});

async function signUpAndPay(page: Page, account: Record<string, unknown> & { email: string }): Promise<string> {
  const api = page.request;
  const signup = await api.post("/api/auth", { data: { password: STRONG_PASSWORD, cgu: true, newsletter: false, isPro: false, ...account } });
  expect(signup.status(), await signup.text()).toBe(201);
  const found = await (await api.post("/api/product/query", { data: {} })).json();
  const product = (found.products as { ean: string | null; stock: { available: number | null } }[]).find(
    (p) => p.ean && (p.stock.available === null || p.stock.available >= 5),
  );
  expect((await api.put("/api/cart", { data: { ean: product!.ean, quantity: 1 } })).status()).toBe(200);
  const submit = await api.post("/api/checkout/submit", { data: CHECKOUT(account.email) });
  expect(submit.status(), await submit.text()).toBe(201);
  const { orderNumber } = await submit.json();
  const card = await (await api.put("/api/checkout/createPaiement", { data: { orderNumber, paiementId: "j1", type: "card" } })).json();
  expect((await api.post(card.url, { form: { outcome: "accept" }, maxRedirects: 0 })).status()).toBe(303);
  expect((await (await api.post(`/api/checkout/redirect/${card.id}`)).json()).outcome).toBe("PAYED");
  return orderNumber as string;
}

async function downloadFromMe(page: Page, orderNumber: string): Promise<{ name: string; bytes: Buffer }> {
  await page.goto("/me/");
  const row = page.getByTestId("me-order").filter({ hasText: orderNumber });
  await expect(row).toHaveAttribute("data-state", "PAYED");
  const [file] = await Promise.all([page.waitForEvent("download"), row.getByRole("link", { name: `Télécharger la facture de la commande ${orderNumber}` }).click()]);
  const path = await file.path();
  const { readFileSync } = await import("node:fs");
  return { name: file.suggestedFilename(), bytes: readFileSync(path) };
}

test.describe("invoices", () => {
  test.describe.configure({ timeout: 180_000 });

  test("a consumer who paid downloads the invoice PDF from /me", async ({ page, baseURL }) => {
    await storeCookieChoice(page, baseURL as string);
    const orderNumber = await signUpAndPay(page, { email: uniqueEmail("facture") });
    const file = await downloadFromMe(page, orderNumber);
    expect(file.name).toMatch(/^FA-\d{4}-\d{6}\.pdf$/);
    expect(file.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(file.bytes.includes("factur-x.xml")).toBe(false);
  });

  test("a pro who paid downloads a Factur-X invoice", async ({ page, baseURL }) => {
    await storeCookieChoice(page, baseURL as string);
    const orderNumber = await signUpAndPay(page, { email: uniqueEmail("facture-pro"), isPro: true, company: "Chauffage Martin", siret: "73282932000074" });
    const file = await downloadFromMe(page, orderNumber);
    expect(file.name).toMatch(/^FA-\d{4}-\d{6}\.pdf$/);
    expect(file.bytes.includes("factur-x.xml")).toBe(true);
    expect(file.bytes.includes("pdfaid:part")).toBe(true);
  });
});
