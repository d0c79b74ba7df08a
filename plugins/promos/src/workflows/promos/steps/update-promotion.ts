import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { StaffPromo } from "@shop/shared"
import { promotionBody, type PromotionRecord } from "../../../lib/medusa-promotion"
import { promotionService } from "./service"

type Update = { record: PromotionRecord; before: StaffPromo; promo: StaffPromo }

/** Code, status, usage limit, combinable flag and the discount itself; undone by writing the previous values back. */
export const updatePromotionStep = createStep(
  "shop-promo-update-promotion",
  async (input: Update, { container }) => {
    await promotionService(container).updatePromotions([{ id: input.record.id, ...promotionBody(input.promo, input.record.metadata) }] as never)
    return new StepResponse(true, input)
  },
  async (input: Update | undefined, { container }) => {
    if (!input) return
    await promotionService(container).updatePromotions([{ id: input.record.id, ...promotionBody(input.before, input.record.metadata) }] as never)
  }
)
