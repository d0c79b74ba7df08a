import { expect, request as playwrightRequest, type APIRequestContext } from "@playwright/test";

/**
 * An order paid by card, made through the API as a shopper's own browser would (cookies apart from the staff page):
 * one in-stock product, the checkout, the local Stripe page's "Payer". For the back-office journeys that need a real
 * paid order without walking the checkout screens again (checkout.spec.ts does that).
 */
const BASE_URL = process.env.SHOP_URL ?? `http://localhost:${process.env.STOREFRONT_PORT ?? "8000"}`;

const CHECKOUT = (email: string) => ({
  contact: { firstName: "Claire", lastName: "Dupont", email, phone: "0612345678" },
  billing: { firstName: "Claire", lastName: "Dupont", isCompany: false, address: "3 rue des Lilas", zipCode: "69003", locality: "Lyon", countryCode: "FR" },
  delivery: { type: "home" },
  cart: {},
});

/** A shopper of its own (cookies apart from the staff page) buys one in-stock product and pays on the card page. */
export async function paidOrder(email: string): Promise<string> {
  const shopper: APIRequestContext = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    await shopper.get("/api/auth");
    const found = await (await shopper.post("/api/product/query", { data: {} })).json();
    const product = (found.products as { ean: string | null; stock: { available: number | null } }[]).find(
      (p) => p.ean && (p.stock.available === null || p.stock.available >= 5),
    );
    expect(product, "an in-stock product").toBeTruthy();
    expect((await shopper.put("/api/cart", { data: { ean: product!.ean, quantity: 1 } })).status()).toBe(200);
    const submit = await shopper.post("/api/checkout/submit", { data: CHECKOUT(email) });
    expect(submit.status(), await submit.text()).toBe(201);
    const { orderNumber } = await submit.json();
    const card = await (await shopper.put("/api/checkout/createPaiement", { data: { orderNumber, paiementId: "j1", type: "card" } })).json();
    // The shopper's click on the local Stripe page's "Payer".
    const paid = await shopper.post(card.url, { form: { outcome: "accept" }, maxRedirects: 0 });
    expect(paid.status()).toBe(303);
    const back = await (await shopper.post(`/api/checkout/redirect/${card.id}`)).json();
    expect(back.outcome).toBe("PAYED");
    return orderNumber as string;
  } finally {
    await shopper.dispose();
  }
}

