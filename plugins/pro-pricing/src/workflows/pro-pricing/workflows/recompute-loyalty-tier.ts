import { linkCustomerGroupsToCustomerWorkflow } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { loadLoyaltyStandingStep, type LoadLoyaltyStandingInput } from "../steps/load-loyalty-standing"

/**
 * Recomputes a customer's loyalty tier from their paid orders of the last 12 months and moves them
 * into the matching `pro-fidelite-*` group (whose automatic promotion the cart then applies).
 * Run on order and payment events, by the nightly job (tiers also expire with time) and by staff.
 */
export const recomputeLoyaltyTierWorkflow = createWorkflow("recompute-loyalty-tier", (input: LoadLoyaltyStandingInput) => {
  const standing = loadLoyaltyStandingStep(input)
  when("loyalty-tier-changed", { standing }, ({ standing }) => standing.add.length > 0 || standing.remove.length > 0).then(() => {
    const link = transform({ standing }, ({ standing }) => ({ id: standing.customer_id, add: standing.add, remove: standing.remove }))
    linkCustomerGroupsToCustomerWorkflow.runAsStep({ input: link })
  })
  return new WorkflowResponse(standing)
})
