import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PROMO_TEXTS } from "@shop/shared"
import type { PromotionRecord } from "../../../lib/medusa-promotion"

/** A usage limit below the uses already made would lock the code in an impossible state (Medusa refuses it in English). */
export const checkUsageLimitStep = createStep(
  "shop-promo-check-limit",
  async (input: { record: PromotionRecord; usageLimit: number | null }) => {
    if (input.usageLimit !== null && input.usageLimit < Number(input.record.used ?? 0)) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, PROMO_TEXTS.limitBelowUse)
    }
    return new StepResponse(true)
  }
)
