import { expect, request as playwrightRequest, type APIRequestContext } from "@playwright/test";

/** What journeys on orders share: a card-paid order made through the API (as a shopper's browser would) and MailDev. */
export const MAILDEV_URL = process.env.MAILDEV_URL ?? `http://localhost:${process.env.MAILDEV_WEB_PORT ?? "1080"}`;
export const BASE_URL = process.env.SHOP_URL ?? `http://localhost:${process.env.STOREFRONT_PORT ?? "8000"}`;

export type MaildevMessage = { subject: string; text: string; to: { address: string }[] };

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

export async function mailTo(address: string, subject: string): Promise<MaildevMessage> {
  let found: MaildevMessage | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${MAILDEV_URL}/email`)).json()) as MaildevMessage[];
        found = mails.find((mail) => mail.subject === subject && mail.to.some((to) => to.address === address));
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}
