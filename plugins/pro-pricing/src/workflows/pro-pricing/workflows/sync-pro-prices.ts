import { acquireLockStep, batchPriceListPricesWorkflow, releaseLockStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { PRO_PRICE_SYNC_LOCK } from "../../../lib/names"
import { isEmptyPlan } from "../../../lib/sync-plan"
import { planProPricesStep, type PlanProPricesInput } from "../steps/plan-pro-prices"

export type SyncProPricesResult = { created: number; updated: number; deleted: number }

/**
 * Brings the pro prices of the given variants in line with their list prices (−2 %). Plan and
 * write happen under one lock, so two syncs of the same variant (a burst of product events, the
 * seed) never both create its pro price. Callers pass at most a few hundred variants per run.
 */
export const syncProPricesWorkflow = createWorkflow("sync-pro-prices", (input: PlanProPricesInput) => {
  acquireLockStep({ key: PRO_PRICE_SYNC_LOCK, timeout: 120, ttl: 300 })
  const plan = planProPricesStep(input)
  when("pro-prices-changed", { plan }, ({ plan }) => !isEmptyPlan(plan.changes)).then(() => {
    const data = transform({ plan }, ({ plan }) => ({
      id: plan.price_list_id,
      // Exact decimal text ("489.90"): Medusa stores it as numeric without passing through a float.
      create: plan.changes.create.map((price) => ({ ...price, amount: price.amount as unknown as number })),
      update: plan.changes.update.map((price) => ({ ...price, amount: price.amount as unknown as number })),
      delete: plan.changes.delete,
    }))
    batchPriceListPricesWorkflow.runAsStep({ input: { data } })
  })
  releaseLockStep({ key: PRO_PRICE_SYNC_LOCK })
  const result = transform({ plan }, ({ plan }): SyncProPricesResult => ({
    created: plan.changes.create.length,
    updated: plan.changes.update.length,
    deleted: plan.changes.delete.length,
  }))
  return new WorkflowResponse(result)
})
