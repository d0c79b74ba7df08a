import { integrationTestRunner } from "../runner"
import type { MedusaContainer } from "@medusajs/framework/types"
import { transitionOrderStateWorkflow } from "@shop/order-states"
import { CATALOGUE } from "../../src/scripts/seed/catalogue"
import { payOnHostedPage, proShopperWithCart, shopperWithCart, sqlOf, useStripeLocal, VALID_CHECKOUT, Visitor, type Axios } from "../checkout-support"


jest.setTimeout(240 * 1000)

const product = CATALOGUE.find((p) => p.stock >= 10)!
const HOME_DELIVERY_CENTS = 1990
const NOT_FOUND = "Aucune commande correspondant à ces critères n'a était trouvé"
// No webhook endpoint on purpose: a card accepted on the page is settled only when a test asks for it.
useStripeLocal()

/** Issue 11, items 0, 2, 3 and 6: each test here failed before its fix. */
integrationTestRunner({
  seeded: true,
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    const http = api as unknown as Axios
    const sql = <T = any>(text: string, params: (string | number)[] = []) => sqlOf(container)<T>(text, params)
    const stateOf = async (orderNumber: string) =>
      (await sql<{ state: string }>(`select s.state from order_state s join "order" o on o.id = s.order_id where o.metadata->>'orderNumber' = ?`, [orderNumber]))[0]?.state
    const orderIdOf = async (orderNumber: string) =>
      (await sql<{ id: string }>(`select id from "order" where metadata->>'orderNumber' = ?`, [orderNumber]))[0].id
    const capturesOf = async (orderNumber: string) =>
      (await sql<{ n: number }>(
        `select count(c.id)::int as n from capture c join payment p on p.id = c.payment_id
           join order_payment_collection opc on opc.payment_collection_id = p.payment_collection_id
           join "order" o on o.id = opc.order_id where o.metadata->>'orderNumber' = ? and c.deleted_at is null`,
        [orderNumber]
      ))[0].n
    let pros = 0
    /** A pro signed up through the API, with one product in the session's cart. */
    const proWithCart = async () => {
      const email = `achats${++pros}@chauffage-pro.fr`
      const pro = await proShopperWithCart(http, product.ean, email, container)
      return { pro, email }
    }
    const submit = async (v: Visitor, email = VALID_CHECKOUT.contact.email) => {
      const res = await v.call("POST", "/api/checkout/submit", { ...VALID_CHECKOUT, contact: { ...VALID_CHECKOUT.contact, email } })
      expect(res.status).toBe(201)
      return res.data
    }

    beforeAll(async () => {
      container = getContainer()
    })

    describe("item 0: the cart's delivery line is what the order charges", () => {
      it("a consumer's cart counts the home delivery, and the order charges exactly the cart's total", async () => {
        const v = await shopperWithCart(http, container, product.ean, 1)
        const cart = (await v.call("GET", "/api/auth")).data.cart
        expect(cart.total.delivery.ttc).toBe(HOME_DELIVERY_CENTS)
        expect(cart.total.net.ttc).toBe(product.priceCents + HOME_DELIVERY_CENTS)
        const order = await submit(v)
        expect(order.total.delivery).toBe(cart.total.delivery.ttc)
        expect(order.total.net.ttc).toBe(cart.total.net.ttc)
      })

      it("a pro's cart announces free delivery, and the order charges none", async () => {
        const { pro, email } = await proWithCart()
        const cart = (await pro.call("GET", "/api/auth")).data.cart
        expect(cart.total.delivery.ttc).toBe(0)
        const order = await submit(pro, email)
        expect(order.total.delivery).toBe(0)
        expect(order.total.net.ttc).toBe(cart.total.net.ttc)
      })
    })

    describe("item 3: only the order's own account pays it by transfer", () => {
      it("a pro holding a stranger's order secret cannot switch it to transfer", async () => {
        const owner = await shopperWithCart(http, container, product.ean, 1)
        const order = await submit(owner)
        const { pro } = await proWithCart()
        const res = await pro.call("PUT", "/api/checkout/createPaiement", {
          orderNumber: order.orderNumber,
          paiementId: "v1",
          type: "transfer",
          security: order.security,
        })
        expect(res.status).toBe(404)
        expect(res.data.message).toBe(NOT_FOUND)
        expect(await stateOf(order.orderNumber)).toBe("CHECK_OUT")
      })
    })

    describe("item 2: a card is never taken on an order waiting for a transfer", () => {
      it("choosing transfer closes the open card page: accepting it afterwards takes nothing", async () => {
        const { pro, email } = await proWithCart()
        const order = await submit(pro, email)
        const card = await pro.call("PUT", "/api/checkout/createPaiement", { orderNumber: order.orderNumber, paiementId: "c1", type: "card" })
        expect(card.status).toBe(200)
        const transfer = await pro.call("PUT", "/api/checkout/createPaiement", { orderNumber: order.orderNumber, paiementId: "v1", type: "transfer" })
        expect(transfer.status).toBe(200)
        expect(transfer.data.order.state).toBe("PENDING")
        await expect(payOnHostedPage(card.data.url, "accept")).rejects.toThrow()
        const back = await pro.call("POST", `/api/checkout/redirect/${card.data.id}`)
        expect(back.data.outcome).not.toBe("PAYED")
        expect(await capturesOf(order.orderNumber)).toBe(0)
        expect(await stateOf(order.orderNumber)).toBe("PENDING")
        // And no new card page for it either.
        const again = await pro.call("PUT", "/api/checkout/createPaiement", { orderNumber: order.orderNumber, paiementId: "c2", type: "card" })
        expect(again.status).toBe(409)
      })

      it("a card accepted while the order went PENDING is voided, not captured", async () => {
        const { pro, email } = await proWithCart()
        const order = await submit(pro, email)
        const card = await pro.call("PUT", "/api/checkout/createPaiement", { orderNumber: order.orderNumber, paiementId: "c1", type: "card" })
        await payOnHostedPage(card.data.url, "accept")
        // The transfer won the race (its state write landed before the card's settle).
        await transitionOrderStateWorkflow(container).run({
          input: { order_id: await orderIdOf(order.orderNumber), to: "PENDING", actor_type: "customer", reason: "Paiement par virement choisi" },
        })
        const back = await pro.call("POST", `/api/checkout/redirect/${card.data.id}`)
        expect(back.status).toBe(200)
        expect(back.data.outcome).toBe("ABANDONNED")
        expect(await capturesOf(order.orderNumber)).toBe(0)
        expect(await stateOf(order.orderNumber)).toBe("PENDING")
      })
    })

    describe("item 6: a card page id reveals nothing of the order to another session", () => {
      it("answers the outcome without the order's number, e-mail or secret", async () => {
        const owner = await shopperWithCart(http, container, product.ean, 1)
        const order = await submit(owner)
        const card = await owner.call("PUT", "/api/checkout/createPaiement", { orderNumber: order.orderNumber, paiementId: "c1", type: "card" })
        const stranger = await new Visitor(http).call("POST", `/api/checkout/redirect/${card.data.id}`)
        expect(stranger.status).toBe(200)
        expect(stranger.data.order).toMatchObject({ orderNumber: "", email: "", security: "", state: "CHECK_OUT" })
        const mine = await owner.call("POST", `/api/checkout/redirect/${card.data.id}`)
        expect(mine.data.order).toMatchObject({ orderNumber: order.orderNumber, email: VALID_CHECKOUT.contact.email, security: order.security })
      })
    })
  },
})
