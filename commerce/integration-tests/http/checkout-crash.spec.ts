import { integrationTestRunner } from "../runner"
import type { MedusaContainer } from "@medusajs/framework/types"
import { spawn } from "node:child_process"
import path from "node:path"
import { CATALOGUE } from "../../src/scripts/seed/catalogue"
import { shopperWithCart, sqlOf, useStripeLocal, type Axios, expireAbandonedCheckouts, hoursLater, liveRows } from "../checkout-support"


jest.setTimeout(300 * 1000)

const product = CATALOGUE.find((p) => p.stock >= 3)!
useStripeLocal()

/**
 * Issue 11 item 4, the crash itself: an engine process (a child running the checkout workflow through `medusa
 * exec` on this test's database) is killed with SIGKILL while it is inside Medusa's cart completion, after the order
 * and its reservations are written and before the state row is (held there by a database trigger that sleeps).
 * The cleanup job's sweep then finds the order without state: CHECK_OUT, then cancelled once abandoned, its stock
 * released, no order left without a state.
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

    it("a process killed between Medusa's order and its state row leaves nothing the sweep does not release", async () => {
      await shopperWithCart(http, container, product.ean, 2)
      const [{ id: cartId }] = await sql<{ id: string }>(`select cart_id as id from cart_line_item where deleted_at is null order by created_at desc limit 1`)
      const [{ db }] = await sql<{ db: string }>(`select current_database() as db`)
      const databaseUrl = `postgres://${process.env.DB_USERNAME}:${process.env.DB_PASSWORD}@${process.env.DB_HOST}:${process.env.DB_PORT}/${db}`

      await sql(`create or replace function hold_state_row() returns trigger as $$ begin perform pg_sleep(600); return new; end $$ language plpgsql`)
      await sql(`create trigger hold_state_row before insert on order_state for each row execute function hold_state_row()`)
      const commerceDir = path.resolve(__dirname, "..", "..")
      const medusa = path.resolve(commerceDir, "..", "node_modules", ".bin", "medusa")
      const child = spawn(medusa, ["exec", "./integration-tests/crash/submit-checkout.ts"], {
        cwd: commerceDir,
        env: { ...process.env, DATABASE_URL: databaseUrl, CRASH_CART_ID: cartId, NODE_ENV: "development" },
        detached: true,
        stdio: "ignore",
      })
      try {
        // The child is inside the completion once the order and its reservations exist and the state row waits.
        const deadline = Date.now() + 240_000
        while ((await count("reservation_item")) === 0) {
          if (Date.now() > deadline) throw new Error("the child never reached the completion")
          await new Promise((resolve) => setTimeout(resolve, 500))
        }
        process.kill(-child.pid!, "SIGKILL")
        await new Promise((resolve) => child.once("exit", resolve))
      } finally {
        if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, "SIGKILL")
        // The killed engine's statement still sleeps in the database (holding its lock on the table): end it, as
        // PostgreSQL would once it noticed the client gone, then remove the trigger.
        await sql(`select pg_terminate_backend(pid) from pg_stat_activity where pid <> pg_backend_pid() and datname = current_database() and state = 'active' and query like '%insert into "order_state"%'`)
        await sql(`drop trigger hold_state_row on order_state`)
      }

      // What the crash left: an order with its reservations and no state row.
      const [order] = await sql<{ id: string }>(
        `select o.id from "order" o where o.deleted_at is null and not exists (select 1 from order_state s where s.order_id = o.id)`
      )
      expect(order).toBeDefined()
      expect(await count("reservation_item")).toBe(1)

      const run = await expireAbandonedCheckouts(container, { now: hoursLater(3) })
      expect(run.swept).toEqual([order.id])
      expect(run.cancelled).toEqual([order.id])
      expect(await count("reservation_item")).toBe(0)
      expect(await sql(`select state from order_state where order_id = ?`, [order.id])).toEqual([{ state: "CANCELLED" }])
      expect(
        await sql(`select o.id from "order" o where o.deleted_at is null and not exists (select 1 from order_state s where s.order_id = o.id)`)
      ).toEqual([])
    })
  },
})
