import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ApiPaymentResult } from "@shop/shared"
import { sessionHoldsOrder } from "../../../../../lib/checkout/access"
import { CardPaymentUnavailableError, paymentSessionOfCheckout, settleCardPayment } from "../../../../../lib/checkout/card"
import { outcomeMessage } from "../../../../../lib/checkout/rules"
import { CHECKOUT_MESSAGES } from "../../../../../lib/messages"
import { toApiOrder, toOrderLookupAnswer } from "../../../../../lib/order/map"
import { loadOrder } from "../../../../../lib/order/query"
import { orderSecretOf } from "../../../../../lib/order/secret-access"
import { CARD_RETURNS } from "../../../../../lib/order/rate-limit"
import { sessionOf, withinRateLimit } from "@shop/server-kit"

const CHECKOUT_SESSION_ID = /^cs_[A-Za-z0-9_]{8,128}$/

/**
 * POST /api/checkout/redirect/{id}: back from the hosted card page with its Checkout Session id. The outcome is
 * read from Stripe, never from the URL; paid → the order becomes PAYED (once, whoever comes first: this call or
 * the webhook). The order's token is in the answer only for the session that made the order.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  // Each call reads the Checkout Session from Stripe.
  if (!(await withinRateLimit(req, res, CARD_RETURNS))) return
  const id = String(req.params.id ?? "")
  try {
    const paymentSessionId = CHECKOUT_SESSION_ID.test(id) ? await paymentSessionOfCheckout(id) : null
    const settled = paymentSessionId ? await settleCardPayment(req.scope, paymentSessionId) : null
    const order = settled ? await loadOrder(req.scope, settled.orderId) : null
    if (!settled || !order) {
      res.status(404).json({ message: CHECKOUT_MESSAGES.paymentNotFound })
      return
    }
    // Only the session that made the order learns its number, e-mail and secret from a card page id.
    const shown = sessionHoldsOrder(sessionOf(req), order.id) ? toApiOrder(order, orderSecretOf(req.scope, order) ?? "") : toOrderLookupAnswer(order)
    const answer: ApiPaymentResult = { outcome: settled.outcome, message: outcomeMessage(settled.outcome), order: shown }
    res.json(answer)
  } catch (error) {
    if (error instanceof CardPaymentUnavailableError) {
      res.status(503).json({ message: CHECKOUT_MESSAGES.paymentUnavailable })
      return
    }
    throw error
  }
}
