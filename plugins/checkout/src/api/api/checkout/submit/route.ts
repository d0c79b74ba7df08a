import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { checkoutSchema } from "@shop/shared"
import { submitCheckout } from "../../../../lib/checkout/submit"
import { clientIp, sendValidationError, sessionOf, withinRateLimit } from "@shop/server-kit"
import { compatApiOptions } from "@shop/compat-api/lib/options"
import { CHECKOUT_MESSAGES } from "../../../../lib/messages"
import { ShopNotReadyError } from "@shop/compat-api/lib/session/answer"

/** POST /api/checkout/submit {contact, billing, delivery, cart}: the session's cart becomes an order (CHECK_OUT). */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = checkoutSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  // Each submit may reserve stock (issue 11 item 12): the limit is the edge's setting (@shop/compat-api options).
  const limit = compatApiOptions(req.scope).checkoutRateLimit
  if (!(await withinRateLimit(req, res, { name: "checkout-submit", limit, message: CHECKOUT_MESSAGES.tooManySubmits }))) return
  try {
    const result = await submitCheckout(req.scope, sessionOf(req), parsed.data, clientIp(req))
    if (!result.ok) {
      res.status(result.status).json({ message: result.message })
      return
    }
    res.status(result.created ? 201 : 200).json(result.order)
  } catch (error) {
    if (error instanceof ShopNotReadyError) {
      res.status(503).json({ message: CHECKOUT_MESSAGES.shopNotReady })
      return
    }
    throw error
  }
}
