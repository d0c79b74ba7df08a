import { integrationTestRunner } from "../runner"
import type { MedusaContainer } from "@medusajs/framework/types"
import { CATALOGUE } from "../../src/scripts/seed/catalogue"
import { expireAbandonedCheckouts, shopperWithCart, sqlOf, VALID_CHECKOUT, Visitor, type Axios } from "../checkout-support"
import { withEngineErrorsHeld } from "../helpers"

jest.setTimeout(180 * 1000)

/** The statements the order routes run (issue 11 item 10), and the migration's backfill. */
const { ORDER_ID_BY_NUMBER_SQL, ORDER_ID_BY_SECRET_HASH_SQL } = require("@shop/checkout/lib/order/secret-access") as {
  ORDER_ID_BY_NUMBER_SQL: string
  ORDER_ID_BY_SECRET_HASH_SQL: string
}
const { BACKFILL_ORDER_ACCESS_SQL } = require("@shop/checkout/modules/order-access/backfill") as { BACKFILL_ORDER_ACCESS_SQL: string }
const { hashOrderSecret } = require("@shop/checkout/lib/order/secret") as { hashOrderSecret(secret: string): string }

const product = CATALOGUE.find((p) => p.stock >= 5)!

type PlanNode = { "Node Type": string; "Index Name"?: string; "Relation Name"?: string; Plans?: PlanNode[] }
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)]

integrationTestRunner({
  seeded: true,
  inApp: true,
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    const http = api as unknown as Axios
    let order: { orderNumber: string; security: string }
    let sql: ReturnType<typeof sqlOf>

    beforeAll(async () => {
      container = getContainer()
      sql = sqlOf(container)
    })

    beforeEach(async () => {
      const v = await shopperWithCart(http, container, product.ean, 1)
      const res = await v.call("POST", "/api/checkout/submit", VALID_CHECKOUT)
      expect(res.status).toBe(201)
      order = res.data
    })

    const detail = (o = order) => new Visitor(http, "10.9.0.1").call("GET", `/api/order/${o.orderNumber}?security=${o.security}`)

    it("writes the order's access row with the submit: number and the secret's SHA-256, never the secret", async () => {
      const rows = await sql(`select a.order_number, a.secret_hash, a.order_id, o.metadata->>'orderNumber' as number
                                from order_access a join "order" o on o.id = a.order_id where a.deleted_at is null`)
      expect(rows).toEqual([
        { order_number: order.orderNumber, secret_hash: hashOrderSecret(order.security), order_id: expect.any(String), number: order.orderNumber },
      ])
      expect(JSON.stringify(await sql(`select * from order_access`))).not.toContain(order.security)
    })

    it("looks an order up by number and by secret through the unique indexes, not a scan of the orders", async () => {
      // A shop with 50 000 orders' access rows (the planner picks a scan on a table of a few rows whatever the index).
      await sql(`insert into order_access (id, order_id, order_number, secret_hash)
                 select 'ordacc_bench' || g, 'order_bench' || g, 'MC-B' || lpad(g::text, 7, '0'), md5(g::text) || md5('h' || g)
                   from generate_series(1, 50000) g`)
      await sql(`analyze order_access`)
      const planOf = async (statement: string, value: string) => {
        const [row] = await sql<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(`explain (format json) ${statement}`, [value])
        return nodesOf(row["QUERY PLAN"][0].Plan)
      }
      const byNumber = await planOf(ORDER_ID_BY_NUMBER_SQL, order.orderNumber)
      expect(byNumber.map((node) => node["Node Type"])).not.toContain("Seq Scan")
      expect(byNumber.map((node) => node["Index Name"]).filter(Boolean)).toEqual(["IDX_order_access_order_number_unique"])
      const bySecret = await planOf(ORDER_ID_BY_SECRET_HASH_SQL, hashOrderSecret(order.security))
      expect(bySecret.map((node) => node["Node Type"])).not.toContain("Seq Scan")
      expect(bySecret.map((node) => node["Index Name"]).filter(Boolean)).toEqual(["IDX_order_access_secret_hash_unique"])
      // And the routes still find the real order among them.
      expect((await detail()).status).toBe(200)
    })

    it("the migration's backfill gives an order placed before the table its row again (idempotent)", async () => {
      await sql(`delete from order_access`)
      expect((await detail()).status).toBe(404)
      await sql(BACKFILL_ORDER_ACCESS_SQL)
      await sql(BACKFILL_ORDER_ACCESS_SQL)
      expect(await sql(`select order_number from order_access`)).toEqual([{ order_number: order.orderNumber }])
      expect((await detail()).status).toBe(200)
      expect((await new Visitor(http, "10.9.0.2").call("GET", `/api/checkout/${order.security}`)).status).toBe(200)
    })

    it("the cleanup job's sweep writes the row of an order whose completion died before it", async () => {
      await sql(`delete from order_access`)
      const run = await expireAbandonedCheckouts(container, { now: new Date(Date.now() + 15 * 60_000) })
      expect(run.swept).toEqual([])
      expect(await sql(`select order_number from order_access`)).toEqual([{ order_number: order.orderNumber }])
      expect((await detail()).status).toBe(200)
    })

    it("a submit whose access row fails leaves no order, no state row, no access row, no reservation", async () => {
      const count = async (table: string) => (await sql<{ n: number }>(`select count(*)::int as n from ${table} where deleted_at is null`))[0].n
      const before = { order: await count(`"order"`), state: await count("order_state"), access: await count("order_access") }
      const v = await shopperWithCart(http, container, product.ean, 1)
      // A real failure from the real database in the completion hook's last write.
      await sql(`create or replace function refuse_access() returns trigger as $$ begin raise exception 'access refused'; end $$ language plpgsql`)
      await sql(`create trigger refuse_access before insert on order_access for each row execute function refuse_access()`)
      try {
        const { result: failed } = await withEngineErrorsHeld(container, () => v.call("POST", "/api/checkout/submit", VALID_CHECKOUT))
        expect(failed.status).toBe(500)
      } finally {
        await sql(`drop trigger refuse_access on order_access`)
      }
      expect({ order: await count(`"order"`), state: await count("order_state"), access: await count("order_access") }).toEqual(before)
      expect(await count("reservation_item")).toBe(1)
      expect((await v.call("POST", "/api/checkout/submit", VALID_CHECKOUT)).status).toBe(201)
      expect(await count("order_access")).toBe(before.access + 1)
    })
  },
})
