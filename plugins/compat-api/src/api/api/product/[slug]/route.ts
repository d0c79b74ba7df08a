import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ApiError, ApiProduct } from "@shop/shared"
import { MESSAGES } from "../../../../lib/messages"
import { toApiProduct } from "../../../../lib/product/map"
import { findStorefrontProduct, loadStorefrontContext } from "../../../../lib/product/query"
import { parseProductLookup } from "./validators"

/** GET /api/product/{slug}[?pro=true]: one published product of the storefront (spec section 7). */
export async function GET(req: MedusaRequest, res: MedusaResponse<ApiProduct | ApiError>): Promise<void> {
  const lookup = parseProductLookup(req.params, req.query)
  if (!lookup.ok) {
    res.status(400).json({ message: lookup.message })
    return
  }
  const context = await loadStorefrontContext(req.scope)
  const found = context ? await findStorefrontProduct(req.scope, lookup.value.slug, context) : null
  const product = found && context
    ? toApiProduct(found.record, { availability: found.availability, taxRatePercent: context.taxRatePercent, pro: lookup.value.pro })
    : null
  if (!product) {
    res.status(404).json({ message: MESSAGES.productNotFound })
    return
  }
  res.json(product)
}
