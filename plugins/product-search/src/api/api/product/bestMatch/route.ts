import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendError, sendValidationError } from "@shop/server-kit"
import { bestMatchQuerySchema, type ApiProductSummary } from "@shop/shared"
import { SEARCH_MESSAGES } from "../../../../lib/messages"
import { productByEan } from "../../../../lib/search/search"

/**
 * GET /api/product/bestMatch?ean=: the published product with exactly this EAN-13. No fuzzy match: a
 * near code is another product, and answering it would put the wrong item in a cart.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = bestMatchQuerySchema.safeParse(req.query ?? {})
  if (!parsed.success) return sendValidationError(res, parsed.error)
  const product = await productByEan(req.scope, parsed.data.ean)
  if (!product) return sendError(res, 404, SEARCH_MESSAGES.productNotFound)
  const answer: ApiProductSummary = product
  res.json(answer)
}
