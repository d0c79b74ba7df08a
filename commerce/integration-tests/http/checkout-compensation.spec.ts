import { integrationTestRunner } from "../runner"
import type { MedusaContainer } from "@medusajs/framework/types"
import { CATALOGUE } from "../../src/scripts/seed/catalogue"
import { shopperWithCart, sqlOf, useStripeLocal, VALID_CHECKOUT, type Axios, expireAbandonedCheckouts, hoursLater, liveRows } from "../checkout-support"
import { withEngineErrorsHeld } from "../helpers"

jest.setTimeout(240 * 1000)

const product = CATALOGUE.find((p) => p.stock >= 3)!
useStripeLocal()

/**
 * Checkout submit is one workflow whose steps compensate (issue 10 item 3, issue 11 item 4). A step that fails late
 * (here the state row, written inside Medusa's cart completion, refused by the database) leaves no order, no
 * reservation and no state row; an order left without a state row (a process killed between Medusa's order and
 * our row) is found by the cleanup job's sweep, and its stock goes back on sale once it is abandoned.
 */
integrationTestRunner({
  seeded: true,
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    const http = api as unknown as Axios
    const sql = <T = any>(text: string, params: (string | number)[] = []) => sqlOf(container)<T>(text, params)
    const count = (table: string) => liveRows(container, table)

    beforeAll(async () => {
      container = getContainer()
    })

    it("a failed step leaves no order, no reservation and no state row, and the same cart can be ordered after", async () => {
      const v = await shopperWithCart(http, container, product.ean, 2)
      // A real failure from the real database, in the last write of the completion: the order's first history line.
      await sql(`create or replace function refuse_history() returns trigger as $$ begin raise exception 'history refused'; end $$ language plpgsql`)
      await sql(`create trigger refuse_history before insert on order_state_transition for each row execute function refuse_history()`)
      try {
        const { result: failed } = await withEngineErrorsHeld(container, () => v.call("POST", "/api/checkout/submit", VALID_CHECKOUT))
        expect(failed.status).toBe(500)
      } finally {
        await sql(`drop trigger refuse_history on order_state_transition`)
      }
      expect(await count(`"order"`)).toBe(0)
      expect(await count("reservation_item")).toBe(0)
      expect(await count("order_state")).toBe(0)
      // The cart is still the shopper's, with its lines.
      expect((await v.call("GET", "/api/auth")).data.cart.products).toHaveLength(1)

      const ordered = await v.call("POST", "/api/checkout/submit", VALID_CHECKOUT)
      expect(ordered.status).toBe(201)
      expect(ordered.data.state).toBe("CHECK_OUT")
      expect(await count(`"order"`)).toBe(1)
      expect(await sql(`select quantity::int as quantity from reservation_item where deleted_at is null`)).toEqual([{ quantity: 2 }])
      expect(await sql(`select state from order_state where deleted_at is null`)).toEqual([{ state: "CHECK_OUT" }])
    })

    it("an address the home delivery no longer serves is refused in French, after the cart's details were written: all undone", async () => {
      const v = await shopperWithCart(http, container, product.ean, 1)
      // The newest open cart is this shopper's: its contact, customer, addresses and live delivery methods.
      const cartDetails = () =>
        sql(
          `select c.email, c.customer_id, c.shipping_address_id, c.billing_address_id, a.address_1, a.postal_code, a.deleted_at,
                  (select count(*)::int from cart_shipping_method m where m.cart_id = c.id and m.deleted_at is null) as methods
             from cart c left join cart_address a on a.id = c.shipping_address_id
            where c.deleted_at is null and c.completed_at is null
            order by c.created_at desc limit 1`
        )
      const before = { cart: await cartDetails(), orders: await count(`"order"`), customers: await count("customer") }
      // The shop stops delivering to France: the home option's French zone is taken out (as staff would).
      const zones = await sql<{ id: string }>(`select id from geo_zone where country_code = 'fr' and deleted_at is null`)
      await sql(`update geo_zone set deleted_at = now() where country_code = 'fr' and deleted_at is null`)
      try {
        const refused = await v.call("POST", "/api/checkout/submit", VALID_CHECKOUT)
        expect(refused.status).toBe(409)
        expect(refused.data).toEqual({ message: "La livraison n'est pas disponible pour cette adresse." })
      } finally {
        for (const { id } of zones) await sql(`update geo_zone set deleted_at = null where id = ?`, [id])
      }
      // The guest customer, the cart's contact and addresses, its delivery method: none of them stayed.
      expect({ cart: await cartDetails(), orders: await count(`"order"`), customers: await count("customer") }).toEqual(before)

      const ordered = await v.call("POST", "/api/checkout/submit", VALID_CHECKOUT)
      expect(ordered.status).toBe(201)
      expect(await count(`"order"`)).toBe(before.orders + 1)
    })

    it("the sweep gives an order left without a state row CHECK_OUT, then releases its stock once abandoned", async () => {
      const v = await shopperWithCart(http, container, product.ean, 1)
      const res = await v.call("POST", "/api/checkout/submit", VALID_CHECKOUT)
      expect(res.status).toBe(201)
      const [{ id: orderId }] = await sql<{ id: string }>(`select id from "order" where metadata->>'orderNumber' = ?`, [res.data.orderNumber])
      // What a process killed between Medusa's order and our state row leaves behind.
      await sql(`delete from order_state_transition where order_id = ?`, [orderId])
      await sql(`delete from order_state where order_id = ?`, [orderId])
      const reservedBefore = await count("reservation_item")

      // Younger than the sweep's grace: a submit may still be writing it.
      expect((await expireAbandonedCheckouts(container)).swept).not.toContain(orderId)

      const run = await expireAbandonedCheckouts(container, { now: hoursLater(3) })
      expect(run.swept).toEqual([orderId])
      expect(run.cancelled).toContain(orderId)
      expect(await sql(`select state from order_state where order_id = ?`, [orderId])).toEqual([{ state: "CANCELLED" }])
      expect(await count("reservation_item")).toBe(reservedBefore - 1)
      const orphans = await sql(
        `select o.id from "order" o where o.deleted_at is null and not exists (select 1 from order_state s where s.order_id = o.id)`
      )
      expect(orphans).toEqual([])
    })
  },
})
