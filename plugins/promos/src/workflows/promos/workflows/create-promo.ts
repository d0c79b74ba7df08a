import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { StaffPromo } from "@shop/shared"
import { createPromotionStep } from "../steps/create-promotion"
import { ensureCodeFreeStep } from "../steps/ensure-code-free"

export type CreatePromoInput = { promo: StaffPromo; proGroupId: string | null }

/** POST /api/promos: a free code, then the promotion with its rules and campaign (one step, deleted if a later one fails). */
export const createPromoWorkflow = createWorkflow("shop-create-promo", (input: CreatePromoInput) => {
  ensureCodeFreeStep({ code: input.promo.code })
  const id = createPromotionStep(input)
  return new WorkflowResponse(id)
})
