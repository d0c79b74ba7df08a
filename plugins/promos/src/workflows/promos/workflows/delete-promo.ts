import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { loadPromotionStep } from "../steps/load-promotion"
import { softDeletePromotionStep } from "../steps/soft-delete-promotion"

/** DELETE /api/promos/{id}: the code promotion and its campaign soft-deleted (404 for an unknown or automatic one). */
export const deletePromoWorkflow = createWorkflow("shop-delete-promo", (id: string) => {
  const record = loadPromotionStep(id)
  softDeletePromotionStep(record)
  return new WorkflowResponse(id)
})
