import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PROMO_TEXTS } from "@shop/shared"
import { codeTakenBy } from "../../../lib/read"

/** A code is one promotion's: refused in French before Medusa's unique index would answer in English. */
export const ensureCodeFreeStep = createStep(
  "shop-promo-ensure-code-free",
  async (input: { code: string; promotionId?: string }, { container }) => {
    const holder = await codeTakenBy(container, input.code)
    if (holder && holder !== input.promotionId) throw new MedusaError(MedusaError.Types.DUPLICATE_ERROR, PROMO_TEXTS.codeTaken)
    return new StepResponse(true)
  }
)
