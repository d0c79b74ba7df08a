import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { parsePromoInput, VALIDATION_MESSAGES } from "@shop/shared"
import { applyVoucher, loadQuotation } from "../../../../lib/cart/promo"
import { answerSessionCart } from "../../../../lib/cart/respond"

/**
 * PUT /api/cart/voucher {ref}: the cart's promo field (section 5): trimmed, upper-cased; a quotation number
 * (22-ABCDEF) goes the quotation way, anything else is a voucher code. Answers the whole cart.
 */
export async function PUT(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const body = req.body as { ref?: unknown } | undefined
  const input = parsePromoInput(typeof body === "object" && body !== null ? body.ref : undefined)
  if (!input) {
    res.status(400).json({ message: VALIDATION_MESSAGES.voucherInvalid })
    return
  }
  await answerSessionCart(req, res, (call) =>
    input.kind === "quotation" ? loadQuotation(call, input.code) : applyVoucher(call, input.code)
  )
}
