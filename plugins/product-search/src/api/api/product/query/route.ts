import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendValidationError } from "@shop/server-kit"
import { productQuerySchema, type ApiProductQueryAnswer } from "@shop/shared"
import { searchProducts } from "../../../../lib/search/search"

/**
 * POST /api/product/query: catalogue search and filtered lists (/products?q=, category and pro store
 * pages). An absent body is the whole catalogue; a bad one is a 400 in French.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = productQuerySchema.safeParse(req.body ?? {})
  if (!parsed.success) return sendValidationError(res, parsed.error)
  const answer: ApiProductQueryAnswer = await searchProducts(req.scope, parsed.data)
  res.json(answer)
}
