import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { createPaymentSchema, ORDER_NOT_FOUND, type ApiTransaction } from "@shop/shared"
import { mayActOnOrder } from "../../../../lib/checkout/access"
import { CardPaymentUnavailableError, startCardPayment } from "../../../../lib/checkout/card"
import { paymentTypesFor } from "../../../../lib/checkout/rules"
import { closedAsAbandoned, restoreExpiredOrderLines } from "../../../../lib/checkout/expired-order"
import { chooseTransfer } from "../../../../lib/checkout/transfer"
import { sendValidationError } from "../../../../lib/http/answers"
import { MESSAGES } from "../../../../lib/messages"
import { compatApiOptions } from "../../../../lib/options"
import { stateOf, toApiOrder } from "../../../../lib/order/map"
import { loadOrder, orderIdByNumber } from "../../../../lib/order/query"
import { findCustomer } from "../../../../lib/session/answer"
import { sessionOf } from "../../../../lib/session/state"
import { isProCustomer } from "../../../../lib/session/user"

/** PUT /api/checkout/createPaiement {orderNumber, paiementId, type, security?}: the payment of an order in CHECK_OUT. */
export async function PUT(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = createPaymentSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  const { orderNumber, paiementId, type, security } = parsed.data
  const session = sessionOf(req)
  const orderId = await orderIdByNumber(req.scope, orderNumber)
  const order = orderId ? await loadOrder(req.scope, orderId) : null
  // Someone else's order and an unknown one get the same answer.
  if (!order || !mayActOnOrder(session, order, security)) {
    res.status(404).json({ message: ORDER_NOT_FOUND })
    return
  }
  // Closed by the cleanup job while unpaid: said so, and the products go back into the shopper's cart.
  if (stateOf(order) === "CANCELLED" && (await closedAsAbandoned(req.scope, order.id))) {
    await restoreExpiredOrderLines(req.scope, session, order.id)
    res.status(409).json({ message: MESSAGES.orderExpired })
    return
  }
  if (type === "transfer") {
    const customer = session.customerId ? await findCustomer(req.scope, session.customerId) : null
    if (!customer || !paymentTypesFor({ isPro: isProCustomer(customer) }).includes("transfer")) {
      res.status(403).json({ message: MESSAGES.transferProOnly })
      return
    }
    if (stateOf(order) !== "CHECK_OUT" && stateOf(order) !== "PENDING") {
      res.status(409).json({ message: MESSAGES.orderNotPayable })
      return
    }
    const transfer = await chooseTransfer(req.scope, order, customer.id)
    const after = await loadOrder(req.scope, order.id)
    const answer: ApiTransaction = { type: "transfer", id: orderNumber, transfer: transfer!, order: toApiOrder(after!) }
    res.json(answer)
    return
  }
  if (stateOf(order) !== "CHECK_OUT") {
    res.status(409).json({ message: MESSAGES.orderNotPayable })
    return
  }
  const { storefrontUrl } = compatApiOptions(req.scope)
  try {
    const card = await startCardPayment(req.scope, order, paiementId, {
      // The storefront posts the id back to /api/checkout/redirect/{id}; the outcome is read from Stripe there.
      success: `${storefrontUrl}/order/confirm?paiement={CHECKOUT_SESSION_ID}`,
      cancel: `${storefrontUrl}/order/checkout?paiement={CHECKOUT_SESSION_ID}`,
    })
    const answer: ApiTransaction = { type: "card", id: card.id, url: card.url, order: toApiOrder(order) }
    res.json(answer)
  } catch (error) {
    if (error instanceof CardPaymentUnavailableError) {
      res.status(503).json({ message: MESSAGES.paymentUnavailable })
      return
    }
    throw error
  }
}
