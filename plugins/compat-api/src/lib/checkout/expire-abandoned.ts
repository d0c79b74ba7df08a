import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ORDER_STATE_MODULE } from "@shop/order-states"
import { expireAbandonedCheckoutWorkflow, type ExpireAbandonedCheckoutResult } from "../../workflows"
import { abandonedCheckoutMinutes, abandonmentCutoff } from "./abandoned"

export type AbandonedCheckoutRun = { cancelled: string[]; settled: string[]; kept: string[]; failed: string[] }
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
  const run: AbandonedCheckoutRun = { cancelled: [], settled: [], kept: [], failed: [] }
  // The order_state row is written with the order at submit: its created_at is the order's age.
  const filters = { state: "CHECK_OUT", created_at: { $lte: abandonmentCutoff(now, maxAge) } }
  let skip = 0
  for (;;) {
    const page = await states.listOrderStates(filters, { select: ["order_id"], order: { created_at: "ASC" }, skip, take: pageSize })
    for (const { order_id } of page) {
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
    if (page.length < pageSize) break
    // Cancelled and settled orders leave the selection; kept and failed ones stay in it and are stepped over.
    skip += page.filter(({ order_id }) => run.kept.includes(order_id) || run.failed.includes(order_id)).length
  }
  return run
}
