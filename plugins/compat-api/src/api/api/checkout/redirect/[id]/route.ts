import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ApiPaymentResult } from "@shop/shared"
import { sessionHoldsOrder } from "../../../../../lib/checkout/access"
import { CardPaymentUnavailableError, paymentSessionOfCheckout, settleCardPayment } from "../../../../../lib/checkout/card"
import { outcomeMessage } from "../../../../../lib/checkout/rules"
import { MESSAGES } from "../../../../../lib/messages"
import { toApiOrder } from "../../../../../lib/order/map"
import { loadOrder } from "../../../../../lib/order/query"
import { sessionOf } from "../../../../../lib/session/state"

const CHECKOUT_SESSION_ID = /^cs_[A-Za-z0-9_]{8,128}$/

/**
 * POST /api/checkout/redirect/{id}: back from the hosted card page with its Checkout Session id. The outcome is
 * read from Stripe, never from the URL; paid → the order becomes PAYED (once, whoever comes first: this call or
 * the webhook). The order's token is in the answer only for the session that made the order.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const id = String(req.params.id ?? "")
  try {
    const paymentSessionId = CHECKOUT_SESSION_ID.test(id) ? await paymentSessionOfCheckout(id) : null
    const settled = paymentSessionId ? await settleCardPayment(req.scope, paymentSessionId) : null
    const order = settled ? await loadOrder(req.scope, settled.orderId) : null
    if (!settled || !order) {
      res.status(404).json({ message: MESSAGES.paymentNotFound })
      return
    }
    const answer: ApiPaymentResult = { outcome: settled.outcome, message: outcomeMessage(settled.outcome), order: toApiOrder(order) }
    if (!sessionHoldsOrder(sessionOf(req), order.id)) answer.order.security = ""
    res.json(answer)
  } catch (error) {
    if (error instanceof CardPaymentUnavailableError) {
      res.status(503).json({ message: MESSAGES.paymentUnavailable })
      return
    }
    throw error
  }
}
