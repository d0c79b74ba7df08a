import type { MedusaContainer } from "@medusajs/framework/types"
import { findCustomer } from "@shop/compat-api/lib/session/answer"
import type { ShopSession } from "@shop/server-kit"
import { isProCustomer, isVerifiedPro } from "@shop/compat-api/lib/session/user"
import { ORDER_NOT_FOUND, type ApiTransaction, type CreatePaymentInput } from "@shop/shared"
import { customerPayOrderWorkflow } from "../../workflows/payment/workflows/customer-pay-order"
import { CHECKOUT_MESSAGES } from "../messages"
import { toApiOrder } from "../order/map"
import { loadOrder } from "../order/query"
import { orderIdByNumber, orderSecretOf } from "../order/secret-access"
import { mayActOnOrder } from "./access"

export type PayResult = { ok: true; answer: ApiTransaction } | { ok: false; status: 403 | 404 | 409 | 503; message: string }

/** The workflow's refusals (French texts) and the HTTP status each is answered with. */
const REFUSALS: Record<string, PayResult & { ok: false }> = {
  [ORDER_NOT_FOUND]: { ok: false, status: 404, message: ORDER_NOT_FOUND },
  [CHECKOUT_MESSAGES.transferProOnly]: { ok: false, status: 403, message: CHECKOUT_MESSAGES.transferProOnly },
  [CHECKOUT_MESSAGES.transferAwaitsVerification]: { ok: false, status: 403, message: CHECKOUT_MESSAGES.transferAwaitsVerification },
  [CHECKOUT_MESSAGES.orderNotPayable]: { ok: false, status: 409, message: CHECKOUT_MESSAGES.orderNotPayable },
  [CHECKOUT_MESSAGES.paymentUnavailable]: { ok: false, status: 503, message: CHECKOUT_MESSAGES.paymentUnavailable },
}

/**
 * PUT /api/checkout/createPaiement: who may act on the order (the session that made it, its account, its secret:
 * anyone else gets the unknown order's 404), then `customer-pay-order`, then the answer. An expired order's lines
 * come back into the session's cart (409 with the text saying so).
 */
export async function payOrder(
  scope: MedusaContainer,
  session: ShopSession,
  input: CreatePaymentInput,
  urls: { success: string; cancel: string }
): Promise<PayResult> {
  const orderId = await orderIdByNumber(scope, input.orderNumber)
  const order = orderId ? await loadOrder(scope, orderId) : null
  if (!order || !mayActOnOrder(session, order, input.security)) return REFUSALS[ORDER_NOT_FOUND]
  const customer = session.customerId ? await findCustomer(scope, session.customerId) : null
  let result
  try {
    ;({ result } = await customerPayOrderWorkflow(scope).run({
      input: {
        order_id: order.id,
        method: input.type,
        caller: customer
          ? { customer_id: customer.id, is_pro: isProCustomer(customer), is_verified_pro: isVerifiedPro(customer) }
          : null,
        paiement_id: input.paiementId,
        success_url: urls.success,
        cancel_url: urls.cancel,
        session_cart_id: session.cartId ?? null,
      },
    }))
  } catch (error) {
    const refusal = REFUSALS[String((error as { message?: unknown } | null)?.message ?? "")]
    if (refusal) return refusal
    throw error
  }
  if (result.action === "expired") {
    if (result.cart_id) session.cartId = result.cart_id
    return { ok: false, status: 409, message: CHECKOUT_MESSAGES.orderExpired }
  }
  const after = (await loadOrder(scope, order.id)) ?? order
  const apiOrder = toApiOrder(after, orderSecretOf(scope, after) ?? "")
  if (result.action === "transfer") {
    return { ok: true, answer: { type: "transfer", id: input.orderNumber, transfer: result.transfer!, order: apiOrder } }
  }
  return { ok: true, answer: { type: "card", id: result.card!.id, url: result.card!.url, order: apiOrder } }
}
