import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { StaffPromo } from "@shop/shared"
import { promotionRules, toStaffPromo } from "../../../lib/medusa-promotion"
import { checkUsageLimitStep } from "../steps/check-limit"
import { ensureCodeFreeStep } from "../steps/ensure-code-free"
import { loadPromotionStep } from "../steps/load-promotion"
import { replaceDeskRulesStep } from "../steps/replace-rules"
import { setPromoDatesStep } from "../steps/set-dates"
import { updatePromotionStep } from "../steps/update-promotion"

export type UpdatePromoInput = { id: string; promo: StaffPromo; proGroupId: string | null }

/**
 * PUT /api/promos/{id} (the route merged the change with the stored promo and checked it whole): the promotion's
 * fields, its rules, its dates, each step undone if a later one fails, so a promo is never half changed.
 */
export const updatePromoWorkflow = createWorkflow("shop-update-promo", (input: UpdatePromoInput) => {
  const record = loadPromotionStep(input.id)
  ensureCodeFreeStep({ code: input.promo.code, promotionId: input.id })
  checkUsageLimitStep(transform({ record, input }, ({ record, input }) => ({ record, usageLimit: input.promo.usageLimit })))
  const update = transform({ record, input }, ({ record, input }) => ({
    record,
    before: toStaffPromo(record, input.proGroupId),
    promo: input.promo,
  }))
  updatePromotionStep(update)
  replaceDeskRulesStep(transform({ record, input }, ({ record, input }) => ({ record, rules: promotionRules(input.promo, input.proGroupId) })))
  setPromoDatesStep(transform({ record, input }, ({ record, input }) => ({ record, startsAt: input.promo.startsAt, endsAt: input.promo.endsAt })))
  return new WorkflowResponse(input.id)
})
