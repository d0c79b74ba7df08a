import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PROMO_TEXTS } from "@shop/shared"
import { readPromotion } from "../../../lib/read"

/** The code promotion to change or delete, with its rules and campaign; 404 in French when there is none. */
export const loadPromotionStep = createStep("shop-promo-load", async (id: string, { container }) => {
  const record = await readPromotion(container, id)
  if (!record) throw new MedusaError(MedusaError.Types.NOT_FOUND, PROMO_TEXTS.notFound)
  return new StepResponse(record)
})
