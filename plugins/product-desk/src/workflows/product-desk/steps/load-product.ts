import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PRODUCT_DESK_TEXTS } from "@shop/shared"
import { readDeskProduct } from "../../../lib/read"

/** The product to change or delete, with its variant, price and stock; 404 in French when there is none. */
export const loadDeskProductStep = createStep("shop-product-desk-load", async (id: string, { container }) => {
  const record = await readDeskProduct(container, id)
  if (!record) throw new MedusaError(MedusaError.Types.NOT_FOUND, PRODUCT_DESK_TEXTS.notFound)
  return new StepResponse(record)
})
