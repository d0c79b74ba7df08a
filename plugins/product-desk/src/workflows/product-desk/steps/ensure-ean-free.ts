import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PRODUCT_DESK_TEXTS } from "@shop/shared"
import { productIdByEan } from "../../../lib/read"

/** One product per EAN (the cart, the search and the import find products by it). */
export const ensureEanFreeStep = createStep(
  "shop-product-desk-ensure-ean-free",
  async (input: { ean?: string; productId?: string }, { container }) => {
    if (!input.ean) return new StepResponse(true)
    const holder = await productIdByEan(container, input.ean)
    if (holder && holder !== input.productId) throw new MedusaError(MedusaError.Types.DUPLICATE_ERROR, PRODUCT_DESK_TEXTS.eanTaken)
    return new StepResponse(true)
  }
)
