import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { bestMatchQuerySchema, type ApiError, type ApiProductSummary } from "@shop/shared"
import { sendValidationError } from "../../../../lib/http/answers"
import { MESSAGES } from "../../../../lib/messages"
import { productByEan } from "../../../../lib/search/search"

/**
 * GET /api/product/bestMatch?ean=: the published product with exactly this EAN-13. No fuzzy match: a
 * near code is another product, and answering it would put the wrong item in a cart.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = bestMatchQuerySchema.safeParse(req.query ?? {})
  if (!parsed.success) {
    sendValidationError(res, parsed.error)
    return
  }
  const product = await productByEan(req.scope, parsed.data.ean)
  if (!product) {
    res.status(404).json({ message: MESSAGES.productNotFound } satisfies ApiError)
    return
  }
  res.json(product satisfies ApiProductSummary)
}
