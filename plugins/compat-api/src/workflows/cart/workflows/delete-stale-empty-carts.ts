import { createWorkflow, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { findStaleEmptyCartsStep, type StaleCartsInput } from "../steps/find-stale-empty-carts"
import { softDeleteCartsStep } from "../steps/soft-delete-carts"

/** Empty carts left behind by visits that never bought (one batch); answers how many went. */
export const deleteStaleEmptyCartsWorkflow = createWorkflow(
  "shop-delete-stale-empty-carts",
  (input: WorkflowData<StaleCartsInput>) => new WorkflowResponse(softDeleteCartsStep(findStaleEmptyCartsStep(input)))
)
