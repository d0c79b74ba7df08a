import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { quotationRequestSchema } from "@shop/shared"
import { loadQuotation } from "../../../../lib/cart/promo"
import { answerSessionCart } from "../../../../lib/cart/respond"
import { sendValidationError } from "@shop/server-kit"

/** PUT /api/cart/quotation {ref}: loads the customer's quote 22-ABCDEF into the cart; answers the whole cart. */
export async function PUT(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = quotationRequestSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  await answerSessionCart(req, res, (call) => loadQuotation(call, parsed.data.ref))
}
