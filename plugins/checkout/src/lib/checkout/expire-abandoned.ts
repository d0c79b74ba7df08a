import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { initializeOrderStateWorkflow, ORDER_STATE_MODULE, orderStateMachine } from "@shop/order-states"
import { writeOrderAccess } from "../order/access-row"
import { ORDER_NUMBER_KEY } from "../order/record"
import { expireAbandonedCheckoutWorkflow, type ExpireAbandonedCheckoutResult } from "../../workflows"
import { abandonedCheckoutMinutes, abandonmentCutoff } from "./abandoned"

export type AbandonedCheckoutRun = {
  cancelled: string[]
  settled: string[]
  kept: string[]
  failed: string[]
  /** Checkout orders found without a state row (their submit died mid-way), given CHECK_OUT and judged at once. */
  swept: string[]
}

/**
 * Minutes after which a checkout order (it has a number) without a state row is one whose submit died between
 * Medusa's order creation and the state row of the same completion (a submit takes seconds).
 */
export const STATELESS_ORDER_GRACE_MINUTES = 10
export const STATELESS_ORDER_SWEEP_ACTOR = "order-state-sweep"

/**
 * Checkout orders older than the grace without a state row: they enter the machine in CHECK_OUT now. Any checkout
 * order without its `order_access` row (written by the same completion hook) gets it too, or the lookups by number
 * and by secret could not find it.
 */
async function sweepStatelessOrders(scope: MedusaContainer, now: Date): Promise<string[]> {
  const pg = scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const cutoff = new Date(now.getTime() - STATELESS_ORDER_GRACE_MINUTES * 60_000)
  const { rows } = await pg.raw(
    `select o.id, exists (select 1 from order_state s where s.order_id = o.id and s.deleted_at is null) as has_state
       from "order" o
      where o.deleted_at is null and o.metadata->>? is not null and o.created_at <= ?
        and (not exists (select 1 from order_state s where s.order_id = o.id and s.deleted_at is null)
          or not exists (select 1 from order_access a where a.order_id = o.id and a.deleted_at is null))
      order by o.created_at limit 500`,
    [ORDER_NUMBER_KEY, cutoff]
  )
  const swept: string[] = []
  for (const { id: order_id, has_state } of rows as { id: string; has_state: boolean }[]) {
    await writeOrderAccess(scope, order_id)
    if (has_state) continue
    await initializeOrderStateWorkflow(scope).run({ input: { order_id, actor_type: "system", actor_id: STATELESS_ORDER_SWEEP_ACTOR } })
    swept.push(order_id)
  }
  return swept
}
export type AbandonedCheckoutRunOptions = {
  /** The instant ages are measured at (tests move the clock); default now. */
  now?: Date
  /** Default: option `abandonedCheckoutMinutes`, else ABANDONED_CHECKOUT_MINUTES, else 120. */
  maxAgeMinutes?: number
  /** Orders read per page. */
  pageSize?: number
}

type StateRow = { order_id: string }
type OrderStateLister = { listOrderStates(filters: object, config?: object): Promise<StateRow[]> }

/**
 * The cleanup job's work: every order still in CHECK_OUT created before the cutoff goes through
 * `expire-abandoned-checkout`, one at a time (each under its own lock; a failure is logged and retried on the next
 * run). PENDING orders (bank transfer awaited) are never selected: staff decide on those.
 */
export async function expireAbandonedCheckouts(scope: MedusaContainer, options: AbandonedCheckoutRunOptions = {}): Promise<AbandonedCheckoutRun> {
  const logger = scope.resolve(ContainerRegistrationKeys.LOGGER)
  const now = options.now ?? new Date()
  const maxAge = options.maxAgeMinutes ?? abandonedCheckoutMinutes(scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE) as never)
  const pageSize = options.pageSize ?? 50
  const states = scope.resolve(ORDER_STATE_MODULE) as OrderStateLister
  const run: AbandonedCheckoutRun = { cancelled: [], settled: [], kept: [], failed: [], swept: [] }
  const judge = async (order_id: string) => {
    try {
      const { result } = await expireAbandonedCheckoutWorkflow(scope).run({
        input: { order_id, now: now.toISOString(), max_age_minutes: maxAge },
      })
      const outcome = (result as ExpireAbandonedCheckoutResult).outcome
      run[outcome].push(order_id)
      if (outcome === "cancelled") logger.info(`order ${order_id}: abandoned checkout cancelled, stock released`)
    } catch (error) {
      run.failed.push(order_id)
      logger.error(`order ${order_id}: abandoned checkout not closed: ${String((error as Error)?.message ?? error)}`)
    }
  }
  // Judged by the order's own age (the check reads the order's created_at), like any other.
  run.swept = await sweepStatelessOrders(scope, now)
  for (const order_id of run.swept) await judge(order_id)

  // The order_state row is written with the order at submit: its created_at is the order's age.
  const filters = { state: orderStateMachine.initial, created_at: { $lte: abandonmentCutoff(now, maxAge) } }
  let skip = 0
  for (;;) {
    const page = await states.listOrderStates(filters, { select: ["order_id"], order: { created_at: "ASC" }, skip, take: pageSize })
    for (const { order_id } of page) {
      if (run.swept.includes(order_id)) continue
      await judge(order_id)
    }
    if (page.length < pageSize) break
    // Cancelled and settled orders leave the selection; kept and failed ones stay in it and are stepped over.
    skip += page.filter(({ order_id }) => run.kept.includes(order_id) || run.failed.includes(order_id)).length
  }
  return run
}
