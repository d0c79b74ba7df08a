import { integrationTestRunner } from "../runner"
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { cancelOrderWorkflow } from "@medusajs/medusa/core-flows"
import { transitionOrderStateWorkflow } from "@shop/order-states"
import { CATALOGUE } from "../../src/scripts/seed/catalogue"
import { payOnHostedPage, replayEvent, shopperWithCart, sqlOf, useStripeLocal, VALID_CHECKOUT, waitFor, type Axios, type Visitor, expireAbandonedCheckouts, hoursLater } from "../checkout-support"


jest.setTimeout(300 * 1000)

const STOCK_MESSAGE = "Nous ne sommes pas en mesure de fournir cette quantité actuellement"
const NOT_COMPLETED = "Le paiement n'a pas été finalisé."
const EXPIRED =
  "Cette commande a expiré car son paiement n'a pas été finalisé à temps. Ses articles ont été remis dans votre panier : vous pouvez commander à nouveau."
const product = CATALOGUE.find((p) => p.stock >= 2)!
// No webhook endpoint on purpose: nothing settles a payment behind the tests' back; webhooks are replayed by hand.
const stripe = useStripeLocal()

integrationTestRunner({
  seeded: true,
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let inventoryItemId: string
    let locationId: string
    const http = api as unknown as Axios
    const sql = <T = any>(text: string, params: (string | number)[] = []) => sqlOf(container)<T>(text, params)

    const orderIdOf = async (orderNumber: string) =>
      (await sql<{ id: string }>(`select id from "order" where metadata->>'orderNumber' = ?`, [orderNumber]))[0].id
    const stateOf = async (orderId: string) => (await sql<{ state: string }>(`select state from order_state where order_id = ?`, [orderId]))[0]?.state
    const medusaStatusOf = async (orderId: string) => (await sql<{ status: string }>(`select status from "order" where id = ?`, [orderId]))[0].status
    const transitions = (orderId: string, to: string) =>
      sql<{ actor_type: string; actor_id: string | null; reason: string | null }>(
        `select actor_type, actor_id, reason from order_state_transition where order_id = ? and "to" = ?`,
        [orderId, to]
      )
    const capturesOf = async (orderId: string) =>
      (await sql<{ n: number }>(
        `select count(c.id)::int as n from capture c join payment p on p.id = c.payment_id
           join order_payment_collection opc on opc.payment_collection_id = p.payment_collection_id
          where opc.order_id = ? and c.deleted_at is null`,
        [orderId]
      ))[0].n
    /** Units of the product held by live reservations of this order's lines. */
    const reservedFor = async (orderId: string) =>
      (await sql<{ n: number }>(
        `select coalesce(sum(r.quantity), 0)::int as n from reservation_item r
           join order_item oi on oi.item_id = r.line_item_id where oi.order_id = ? and r.deleted_at is null`,
        [orderId]
      ))[0].n
    /** The product's stock set so that exactly `units` are free, whatever earlier tests reserved. */
    const freeUnits = async (units: number) => {
      const [{ reserved }] = await sql<{ reserved: number }>(
        `select coalesce(sum(quantity), 0)::int as reserved from reservation_item where inventory_item_id = ? and deleted_at is null`,
        [inventoryItemId]
      )
      await container
        .resolve(Modules.INVENTORY)
        .updateInventoryLevels([{ inventory_item_id: inventoryItemId, location_id: locationId, stocked_quantity: reserved + units }])
    }
    const submit = async (quantity: number, ip?: string) => {
      const v = await shopperWithCart(http, container, product.ean, quantity, ip)
      const res = await v.call("POST", "/api/checkout/submit", VALID_CHECKOUT)
      return { v, res }
    }
    const submitted = async (quantity: number) => {
      const { v, res } = await submit(quantity)
      expect(res.status).toBe(201)
      return { v, order: res.data as { orderNumber: string; security: string }, orderId: await orderIdOf(res.data.orderNumber) }
    }
    const openCardPage = async (v: Visitor, orderNumber: string) => {
      const res = await v.call("PUT", "/api/checkout/createPaiement", { orderNumber, paiementId: "essai-1", type: "card" })
      expect(res.status).toBe(200)
      return res.data as { id: string; url: string }
    }
    const stripeGet = async (path: string) =>
      (await fetch(`${stripe.server().url}/v1/${path}`, { headers: { authorization: "Bearer sk_test_checkout_integration" } })).json() as Promise<any>

    beforeAll(async () => {
      container = getContainer()
      const [level] = await sql<{ inventory_item_id: string; location_id: string }>(
        `select l.inventory_item_id, l.location_id from inventory_level l
           join product_variant_inventory_item pvi on pvi.inventory_item_id = l.inventory_item_id
           join product_variant v on v.id = pvi.variant_id where v.ean = ? and l.deleted_at is null`,
        [product.ean]
      )
      inventoryItemId = level.inventory_item_id
      locationId = level.location_id
    })

    it("cancels an order left unpaid past the age: its 2 reserved units go back on sale and its lines back in the cart", async () => {
      await freeUnits(2)
      const { v, order, orderId } = await submitted(2)
      expect(await reservedFor(orderId)).toBe(2)
      // The 2 units are taken: another shopper's line shows the stock error and cannot be ordered.
      const blocked = await shopperWithCart(http, container, product.ean, 0, "10.2.0.1")
      const line = await blocked.call("PUT", "/api/cart", { ean: product.ean, quantity: 1 })
      expect(line.data.products[0].inventoryError).toBe(true)
      const refused = await blocked.call("POST", "/api/checkout/submit", VALID_CHECKOUT)
      expect(refused.status).toBe(409)
      expect(refused.data.message).toBe(STOCK_MESSAGE)

      // Young: the job leaves it alone.
      const early = await expireAbandonedCheckouts(container)
      expect(early.cancelled).not.toContain(orderId)
      expect(await stateOf(orderId)).toBe("CHECK_OUT")

      const run = await expireAbandonedCheckouts(container, { now: hoursLater(2.1) })
      expect(run.cancelled).toContain(orderId)
      expect(run.failed).toEqual([])
      expect(await stateOf(orderId)).toBe("CANCELLED")
      expect(await transitions(orderId, "CANCELLED")).toEqual([
        { actor_type: "system", actor_id: "expire-abandoned-checkout", reason: "Paiement non finalisé" },
      ])
      expect(await medusaStatusOf(orderId)).toBe("canceled")
      expect(await reservedFor(orderId)).toBe(0)

      // Now the other shopper can order the product, and a third one the second unit.
      expect((await blocked.call("GET", "/api/auth")).data.cart.products[0].inventoryError).toBe(false)
      expect((await blocked.call("POST", "/api/checkout/submit", VALID_CHECKOUT)).status).toBe(201)
      expect((await submit(1, "10.2.0.2")).res.status).toBe(201)

      // The first shopper comes back to pay: told the order expired, the products are in the cart again (now out of stock).
      const late = await v.call("PUT", "/api/checkout/createPaiement", { orderNumber: order.orderNumber, paiementId: "essai-2", type: "card" })
      expect(late.status).toBe(409)
      expect(late.data.message).toBe(EXPIRED)
      const cart = (await v.call("GET", "/api/auth")).data.cart
      expect(cart.products).toEqual([expect.objectContaining({ ean: product.ean, quantity: 2, inventoryError: true })])
      // Asking again does not add them twice.
      expect((await v.call("PUT", "/api/checkout/createPaiement", { orderNumber: order.orderNumber, paiementId: "essai-3", type: "card" })).status).toBe(409)
      expect((await v.call("GET", "/api/auth")).data.cart.products[0].quantity).toBe(2)
    })

    it("settles instead of cancelling an order paid just before the job ran", async () => {
      await freeUnits(1)
      const { v, order, orderId } = await submitted(1)
      const page = await openCardPage(v, order.orderNumber)
      // The card page carries Stripe's expiry: when the order would be abandoned, at least 30 minutes away.
      const checkout = await stripeGet(`checkout/sessions/${page.id}`)
      expect(checkout.expires_at - checkout.created).toBeGreaterThanOrEqual(30 * 60)
      expect(checkout.expires_at - checkout.created).toBeLessThanOrEqual(2 * 3600)
      await payOnHostedPage(page.url, "accept")
      expect(await stateOf(orderId)).toBe("CHECK_OUT")

      const run = await expireAbandonedCheckouts(container, { now: hoursLater(3) })
      expect(run.settled).toContain(orderId)
      expect(run.cancelled).not.toContain(orderId)
      expect(await stateOf(orderId)).toBe("PAYED")
      expect(await transitions(orderId, "CANCELLED")).toEqual([])
      expect((await transitions(orderId, "PAYED")).length).toBe(1)
      expect(await capturesOf(orderId)).toBe(1)
      expect(await medusaStatusOf(orderId)).not.toBe("canceled")
      expect(await reservedFor(orderId)).toBe(1)
    })

    it("cancels once when two workers run the job at the same time, closing the open card page", async () => {
      await freeUnits(1)
      const { v, order, orderId } = await submitted(1)
      const page = await openCardPage(v, order.orderNumber)

      const [a, b] = await Promise.all([
        expireAbandonedCheckouts(container, { now: hoursLater(3) }),
        expireAbandonedCheckouts(container, { now: hoursLater(3) }),
      ])
      expect([...a.cancelled, ...b.cancelled].filter((id) => id === orderId)).toHaveLength(1)
      expect([...a.failed, ...b.failed]).toEqual([])
      expect(await transitions(orderId, "CANCELLED")).toHaveLength(1)
      expect(await medusaStatusOf(orderId)).toBe("canceled")
      expect(await reservedFor(orderId)).toBe(0)
      const checkout = await stripeGet(`checkout/sessions/${page.id}?expand[]=payment_intent`)
      expect(checkout.status).toBe("expired")
      expect(checkout.payment_intent.status).toBe("canceled")

      // The shopper's late return from the card page: no payment, the section-8 text, the order stays cancelled.
      await expect(payOnHostedPage(page.url, "accept")).rejects.toThrow("hosted page answered 410")
      const back = await v.call("POST", `/api/checkout/redirect/${page.id}`)
      expect(back.status).toBe(200)
      expect(back.data).toMatchObject({ outcome: "ABANDONNED", message: NOT_COMPLETED, order: { orderNumber: order.orderNumber, state: "CANCELLED" } })
      expect(await capturesOf(orderId)).toBe(0)
    })

    it("never captures a card payment that arrives after the order was closed, and voids its authorisation", async () => {
      await freeUnits(1)
      const { v, order, orderId } = await submitted(1)
      const page = await openCardPage(v, order.orderNumber)
      await payOnHostedPage(page.url, "accept")
      const intentId = (await stripeGet(`checkout/sessions/${page.id}`)).payment_intent as string
      expect((await stripeGet(`payment_intents/${intentId}`)).status).toBe("requires_capture")
      // Closed before the payment was seen (as staff or the job would: our state, then Medusa's cancel).
      await transitionOrderStateWorkflow(container).run({
        input: { order_id: orderId, to: "CANCELLED", actor_type: "staff", actor_id: "user_test", reason: "Commande close" },
      })
      await cancelOrderWorkflow(container).run({ input: { order_id: orderId } })

      // Stripe's webhook for the authorisation arrives late (Medusa's handler and ours both run).
      const event = Object.values(stripe.server().store.state.events).find(
        (e: any) => e.type === "payment_intent.amount_capturable_updated" && e.data.object.id === intentId
      ) as { id: string }
      expect(await replayEvent(http, stripe.server(), event.id)).toBe(200)
      const voided = await waitFor(() => stripeGet(`payment_intents/${intentId}`), (intent) => intent.status === "canceled")
      expect(voided.status).toBe("canceled")

      // Then the shopper's return from the card page.
      const back = await v.call("POST", `/api/checkout/redirect/${page.id}`)
      expect(back.data).toMatchObject({ outcome: "ABANDONNED", message: NOT_COMPLETED, order: { state: "CANCELLED" } })
      expect(await capturesOf(orderId)).toBe(0)
      expect(await stateOf(orderId)).toBe("CANCELLED")
      expect(await transitions(orderId, "PAYED")).toEqual([])
      // Closed by staff, not expired: the plain text, and nothing put back in the cart.
      const again = await v.call("PUT", "/api/checkout/createPaiement", { orderNumber: order.orderNumber, paiementId: "essai-2", type: "card" })
      expect(again.status).toBe(409)
      expect(again.data.message).toBe("Cette commande ne peut plus être payée.")
      expect((await v.call("GET", "/api/auth")).data.cart.products).toEqual([])
    })

    it("leaves orders awaiting a bank transfer (PENDING) to staff", async () => {
      await freeUnits(1)
      const { orderId } = await submitted(1)
      await transitionOrderStateWorkflow(container).run({ input: { order_id: orderId, to: "PENDING", actor_type: "customer" } })
      const run = await expireAbandonedCheckouts(container, { now: hoursLater(72) })
      expect([...run.cancelled, ...run.kept, ...run.settled, ...run.failed]).not.toContain(orderId)
      expect(await stateOf(orderId)).toBe("PENDING")
      expect(await reservedFor(orderId)).toBe(1)
    })
  },
})
