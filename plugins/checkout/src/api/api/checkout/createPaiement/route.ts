import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendValidationError, sessionOf } from "@shop/server-kit"
import { createPaymentSchema } from "@shop/shared"
import { payOrder } from "../../../../lib/checkout/pay"
import { checkoutOptions } from "../../../../lib/options"

/** PUT /api/checkout/createPaiement {orderNumber, paiementId, type, security?}: card page or transfer for an order. */
export async function PUT(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = createPaymentSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  const { storefrontUrl } = checkoutOptions(req.scope)
  const result = await payOrder(req.scope, sessionOf(req), parsed.data, {
    // The storefront posts the id back to /api/checkout/redirect/{id}; the outcome is read from Stripe there.
    success: `${storefrontUrl}/order/confirm?paiement={CHECKOUT_SESSION_ID}`,
    cancel: `${storefrontUrl}/order/checkout?paiement={CHECKOUT_SESSION_ID}`,
  })
  if (!result.ok) {
    res.status(result.status).json({ message: result.message })
    return
  }
  res.json(result.answer)
}
