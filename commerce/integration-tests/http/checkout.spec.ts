import { integrationTestRunner } from "../runner"
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { ORDER_NUMBER_PATTERN } from "@shop/shared"
import { CATALOGUE } from "../../src/scripts/seed/catalogue"
import {
  payOnHostedPage,
  proShopperWithCart,
  replayEvent,
  shopperWithCart,
  sqlOf,
  useStripeLocal,
  VALID_CHECKOUT,
  Visitor,
  waitFor,
  type Axios,
} from "../checkout-support"


jest.setTimeout(240 * 1000)

const STOCK_MESSAGE = "Nous ne sommes pas en mesure de fournir cette quantité actuellement"
const product = CATALOGUE.find((p) => p.stock >= 5)!
const DELIVERY_CENTS = 1990
const stripe = useStripeLocal()

integrationTestRunner({
  seeded: true,
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    const http = api as unknown as Axios
    const sql = <T = any>(text: string, params: (string | number)[] = []) => sqlOf(container)<T>(text, params)
    const orderCount = async () => (await sql<{ n: number }>(`select count(*)::int as n from "order"`))[0].n
    const stateOf = async (orderNumber: string) =>
      (await sql<{ state: string }>(`select s.state from order_state s join "order" o on o.id = s.order_id where o.metadata->>'orderNumber' = ?`, [orderNumber]))[0]?.state
    const transitionsTo = async (orderNumber: string, to: string) =>
      (await sql<{ n: number }>(
        `select count(*)::int as n from order_state_transition t join "order" o on o.id = t.order_id where o.metadata->>'orderNumber' = ? and t."to" = ?`,
        [orderNumber, to]
      ))[0].n
    const capturesOf = async (orderNumber: string) =>
      (await sql<{ n: number }>(
        `select count(c.id)::int as n from capture c join payment p on p.id = c.payment_id
           join order_payment_collection opc on opc.payment_collection_id = p.payment_collection_id
           join "order" o on o.id = opc.order_id where o.metadata->>'orderNumber' = ? and c.deleted_at is null`,
        [orderNumber]
      ))[0].n
    const submitted = async (quantity = 1) => {
      const v = await shopperWithCart(http, container, product.ean, quantity)
      const res = await v.call("POST", "/api/checkout/submit", VALID_CHECKOUT)
      expect(res.status).toBe(201)
      return { v, order: res.data }
    }
    const cardPayment = async (v: Visitor, orderNumber: string, paiementId = "essai-1") => {
      const res = await v.call("PUT", "/api/checkout/createPaiement", { orderNumber, paiementId, type: "card" })
      expect(res.status).toBe(200)
      return res.data as { type: string; id: string; url: string }
    }

    beforeAll(async () => {
      container = getContainer()
      stripe.pointWebhooksAt(http.defaults.baseURL!.replace(/\/+$/, ""))
    })

    describe("POST /api/checkout/submit", () => {
      it.each([
        ["no contact", { ...VALID_CHECKOUT, contact: undefined }, "contact"],
        ["a wrong e-mail", { ...VALID_CHECKOUT, contact: { ...VALID_CHECKOUT.contact, email: "claire@" } }, "contact.email"],
        ["a foreign phone", { ...VALID_CHECKOUT, contact: { ...VALID_CHECKOUT.contact, phone: "+4915112345678" } }, "contact.phone"],
        ["a zip code with letters", { ...VALID_CHECKOUT, billing: { ...VALID_CHECKOUT.billing, zipCode: "69OO3" } }, "billing.zipCode"],
        ["digits in a name", { ...VALID_CHECKOUT, billing: { ...VALID_CHECKOUT.billing, lastName: "Dupont2" } }, "billing.lastName"],
      ])("refuses %s with 400 and creates nothing", async (_label, body, field) => {
        const v = await shopperWithCart(http, container, product.ean, 1)
        const res = await v.call("POST", "/api/checkout/submit", body)
        expect(res.status).toBe(400)
        expect(Object.keys(res.data.fields)).toContain(field)
        expect(typeof res.data.message).toBe("string")
        expect(await orderCount()).toBe(0)
      })

      it("refuses pick-up point delivery with the spec's text", async () => {
        const v = await shopperWithCart(http, container, product.ean, 1)
        const res = await v.call("POST", "/api/checkout/submit", { ...VALID_CHECKOUT, delivery: { type: "relai" } })
        expect(res.status).toBe(400)
        expect(res.data.message).toBe("La livraison en point relai est momentanément indisponible.")
        expect(await orderCount()).toBe(0)
      })

      it("refuses home delivery to a billing country the shop does not deliver", async () => {
        const v = await shopperWithCart(http, container, product.ean, 1)
        const res = await v.call("POST", "/api/checkout/submit", { ...VALID_CHECKOUT, billing: { ...VALID_CHECKOUT.billing, countryCode: "US" } })
        expect(res.status).toBe(400)
        expect(res.data.fields["delivery.type"]).toBeTruthy()
        expect(await orderCount()).toBe(0)
      })

      it("blocks an empty cart and a cart asking more than the stock", async () => {
        const empty = await shopperWithCart(http, container, product.ean, 0)
        const res = await empty.call("POST", "/api/checkout/submit", VALID_CHECKOUT)
        expect(res.status).toBe(409)
        expect(res.data.message).toBe("Votre panier est vide.")

        // The whole stock in the cart, then part of it sold elsewhere: the line now has an inventory error.
        const greedy = await shopperWithCart(http, container, product.ean, product.stock)
        const [level] = await sql<{ inventory_item_id: string; location_id: string }>(
          `select l.inventory_item_id, l.location_id from inventory_level l
             join product_variant_inventory_item pvi on pvi.inventory_item_id = l.inventory_item_id
             join product_variant v on v.id = pvi.variant_id where v.ean = ? and l.deleted_at is null`,
          [product.ean]
        )
        await container.resolve(Modules.INVENTORY).updateInventoryLevels([{ ...level, stocked_quantity: product.stock - 1 }])
        expect((await greedy.call("GET", "/api/auth")).data.cart.products[0].inventoryError).toBe(true)
        const tooMany = await greedy.call("POST", "/api/checkout/submit", VALID_CHECKOUT)
        expect(tooMany.status).toBe(409)
        expect(tooMany.data.message).toBe(STOCK_MESSAGE)
        expect(await orderCount()).toBe(0)
      })

      it("makes one CHECK_OUT order with a number, a token and the stock reserved, even when submitted twice", async () => {
        const v = await shopperWithCart(http, container, product.ean, 2)
        const [first, second] = await Promise.all([
          v.call("POST", "/api/checkout/submit", VALID_CHECKOUT),
          v.call("POST", "/api/checkout/submit", VALID_CHECKOUT),
        ])
        expect([first.status, second.status].sort()).toEqual([200, 201])
        const order = first.data
        expect(order.orderNumber).toMatch(ORDER_NUMBER_PATTERN)
        expect(order.security.length).toBeGreaterThanOrEqual(43)
        expect(second.data.orderNumber).toBe(order.orderNumber)
        expect(order).toMatchObject({
          state: "CHECK_OUT",
          stateLabel: "Paiement non abouti",
          email: "claire.dupont@exemple.fr",
          total: { articles: 2 * product.priceCents, delivery: DELIVERY_CENTS, net: { ttc: 2 * product.priceCents + DELIVERY_CENTS } },
        })
        expect(order.total.net.ht + order.total.net.vat).toBe(order.total.net.ttc)
        expect(await orderCount()).toBe(1)
        expect(await stateOf(order.orderNumber)).toBe("CHECK_OUT")
        const reserved = await sql<{ quantity: number }>(
          `select r.quantity::int as quantity from reservation_item r where r.deleted_at is null`
        )
        expect(reserved).toEqual([{ quantity: 2 }])
        // The session got a new, empty cart: the ordered one is closed.
        expect((await v.call("GET", "/api/auth")).data.cart.products).toEqual([])
        // A third submit of the old cart is no longer possible: the new cart is empty.
        expect((await v.call("POST", "/api/checkout/submit", VALID_CHECKOUT)).status).toBe(409)
      })
    })

    describe("card payment", () => {
      it("opens the hosted page, and an accepted card makes the order PAYED once, whatever the replays", async () => {
        const { v, order } = await submitted()
        const transaction = await cardPayment(v, order.orderNumber)
        expect(transaction.type).toBe("card")
        expect(transaction.url).toBe(`${stripe.server().url}/pay/${transaction.id}`)
        // Same attempt id: same page, no second Checkout Session.
        expect((await cardPayment(v, order.orderNumber)).id).toBe(transaction.id)

        const back = await payOnHostedPage(transaction.url, "accept")
        expect(back).toContain(transaction.id)
        const [a, b] = await Promise.all([
          v.call("POST", `/api/checkout/redirect/${transaction.id}`),
          v.call("POST", `/api/checkout/redirect/${transaction.id}`),
        ])
        for (const res of [a, b]) {
          expect(res.status).toBe(200)
          expect(res.data).toMatchObject({ outcome: "PAYED", message: null, order: { orderNumber: order.orderNumber, state: "PAYED", stateLabel: "Payée" } })
        }
        await stripe.server().webhooks.idle()
        // Replay every event Stripe sent about this payment.
        const events = Object.values(stripe.server().store.state.events).map((event: any) => event.id)
        for (const id of events) expect(await replayEvent(http, stripe.server(), id)).toBe(200)
        await new Promise((resolve) => setTimeout(resolve, 1500))
        expect(await transitionsTo(order.orderNumber, "PAYED")).toBe(1)
        expect(await capturesOf(order.orderNumber)).toBe(1)
        const intent = await fetch(`${stripe.server().url}/v1/checkout/sessions/${transaction.id}?expand[]=payment_intent`, {
          headers: { authorization: "Bearer sk_test_checkout_integration" },
        }).then((r) => r.json() as Promise<any>)
        expect(intent.payment_intent.status).toBe("succeeded")
        expect(intent.payment_intent.amount_received).toBe(product.priceCents + DELIVERY_CENTS)
        // Paid: no second payment.
        const again = await v.call("PUT", "/api/checkout/createPaiement", { orderNumber: order.orderNumber, paiementId: "essai-2", type: "card" })
        expect(again.status).toBe(409)
        expect(again.data.message).toBe("Cette commande ne peut plus être payée.")
      })

      it("reaches PAYED through the webhook alone when the shopper never comes back", async () => {
        const { v, order } = await submitted()
        const transaction = await cardPayment(v, order.orderNumber)
        await payOnHostedPage(transaction.url, "accept")
        const state = await waitFor(() => stateOf(order.orderNumber), (s) => s === "PAYED")
        expect(state).toBe("PAYED")
        await stripe.server().webhooks.idle()
        expect(await transitionsTo(order.orderNumber, "PAYED")).toBe(1)
        expect(await capturesOf(order.orderNumber)).toBe(1)
      })

      it("answers REFUSED for a declined card and lets the shopper try again", async () => {
        const { v, order } = await submitted()
        const transaction = await cardPayment(v, order.orderNumber)
        await payOnHostedPage(transaction.url, "refuse")
        const res = await v.call("POST", `/api/checkout/redirect/${transaction.id}`)
        expect(res.status).toBe(200)
        expect(res.data).toMatchObject({ outcome: "REFUSED", message: "Le paiement a été refusé par votre banque.", order: { state: "CHECK_OUT" } })
        await stripe.server().webhooks.idle()
        expect(await stateOf(order.orderNumber)).toBe("CHECK_OUT")

        const retry = await cardPayment(v, order.orderNumber, "essai-2")
        expect(retry.id).not.toBe(transaction.id)
        await payOnHostedPage(retry.url, "accept")
        expect((await v.call("POST", `/api/checkout/redirect/${retry.id}`)).data.outcome).toBe("PAYED")
      })

      it("answers ABANDONNED when the shopper leaves the page, and the order stays unpaid", async () => {
        const { v, order } = await submitted()
        const transaction = await cardPayment(v, order.orderNumber)
        await payOnHostedPage(transaction.url, "abandon")
        const res = await v.call("POST", `/api/checkout/redirect/${transaction.id}`)
        expect(res.data).toMatchObject({ outcome: "ABANDONNED", message: "Le paiement n'a pas été finalisé.", order: { state: "CHECK_OUT" } })
        await stripe.server().webhooks.idle()
        expect(await stateOf(order.orderNumber)).toBe("CHECK_OUT")
        expect(await capturesOf(order.orderNumber)).toBe(0)
      })

      it("refuses a payment of someone else's order and an unknown return id", async () => {
        const { order } = await submitted()
        const stranger = new Visitor(http)
        const res = await stranger.call("PUT", "/api/checkout/createPaiement", { orderNumber: order.orderNumber, paiementId: "x1", type: "card" })
        expect(res.status).toBe(404)
        // With the order's token it may.
        const withToken = await stranger.call("PUT", "/api/checkout/createPaiement", {
          orderNumber: order.orderNumber,
          paiementId: "x1",
          type: "card",
          security: order.security,
        })
        expect(withToken.status).toBe(200)
        expect((await stranger.call("POST", "/api/checkout/redirect/cs_test_inconnu12345")).status).toBe(404)
        const bad = await stranger.call("PUT", "/api/checkout/createPaiement", { orderNumber: "MC-1", paiementId: "x1", type: "card" })
        expect(bad.status).toBe(400)
        expect(bad.data.message).toBe("Le numero de commande n'est pas valide")
      })
    })

    describe("bank transfer", () => {
      it("is refused to a consumer and gives a pro the bank details, the order PENDING", async () => {
        const { v, order } = await submitted()
        const refused = await v.call("PUT", "/api/checkout/createPaiement", { orderNumber: order.orderNumber, paiementId: "v1", type: "transfer" })
        expect(refused.status).toBe(403)
        expect(refused.data.message).toBe("Le paiement par virement est réservé aux clients professionnels connectés.")
        expect(await stateOf(order.orderNumber)).toBe("CHECK_OUT")

        const pro = await proShopperWithCart(http, product.ean, "achats@chauffage-pro.fr", container)
        const proOrder = (await pro.call("POST", "/api/checkout/submit", { ...VALID_CHECKOUT, contact: { ...VALID_CHECKOUT.contact, email: "achats@chauffage-pro.fr" } })).data
        const res = await pro.call("PUT", "/api/checkout/createPaiement", { orderNumber: proOrder.orderNumber, paiementId: "v1", type: "transfer" })
        expect(res.status).toBe(200)
        expect(res.data).toMatchObject({
          type: "transfer",
          transfer: { iban: "FR7630006000011234567890189", bic: "AGRIFRPPXXX", holder: "Maison Chaleur SAS", reference: proOrder.orderNumber, amount: proOrder.total.net.ttc },
          order: { state: "PENDING", stateLabel: "En attente de votre virement" },
        })
        // Asking again changes nothing.
        expect((await pro.call("PUT", "/api/checkout/createPaiement", { orderNumber: proOrder.orderNumber, paiementId: "v1", type: "transfer" })).status).toBe(200)
        expect(await transitionsTo(proOrder.orderNumber, "PENDING")).toBe(1)

        // The voucher: the order by its token, with the bank details while it waits.
        const voucher = await new Visitor(http).call("GET", `/api/checkout/${proOrder.security}`)
        expect(voucher.status).toBe(200)
        expect(voucher.data.order).toMatchObject({ orderNumber: proOrder.orderNumber, state: "PENDING" })
        expect(voucher.data.transfer.reference).toBe(proOrder.orderNumber)
        expect((await new Visitor(http).call("GET", `/api/checkout/${"x".repeat(43)}`)).status).toBe(404)
      })
    })
  },
})
