import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ApiError, ApiProduct } from "@shop/shared"
import { MESSAGES } from "../../../../lib/messages"
import { lookupStorefrontProduct } from "../../../../lib/product/lookup"
import { parseProductLookup } from "./validators"

/** GET /api/product/{slug}[?pro=true]: one published product of the storefront (spec section 7). */
export async function GET(req: MedusaRequest, res: MedusaResponse<ApiProduct | ApiError>): Promise<void> {
  const lookup = parseProductLookup(req.params, req.query)
  if (!lookup.ok) {
    res.status(400).json({ message: lookup.message })
    return
  }
  // Reading the session never creates one: an anonymous lookup stays cookie-less.
  const customerId = (req as { session?: { customerId?: string } }).session?.customerId
  const product = await lookupStorefrontProduct(req.scope, lookup.value, customerId)
  if (!product) {
    res.status(404).json({ message: MESSAGES.productNotFound })
    return
  }
  res.json(product)
}
