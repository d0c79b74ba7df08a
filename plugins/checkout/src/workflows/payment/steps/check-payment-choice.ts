import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { orderStateMachine, type PaymentMethod } from "@shop/order-states"
import { ORDER_NOT_FOUND } from "@shop/shared"
import { closedAsAbandoned } from "../../../lib/checkout/expired-order"
import { transferRefusal } from "../../../lib/checkout/rules"
import { CHECKOUT_MESSAGES } from "../../../lib/messages"
import { stateOf } from "../../../lib/order/map"
import { loadOrder } from "../../../lib/order/query"

export type CheckPaymentChoiceInput = {
  order_id: string
  method: PaymentMethod
  /** The logged-in customer making the call, if any, and whether the shop counts them as a pro. */
  caller: { customer_id: string; is_pro: boolean; is_verified_pro: boolean } | null
}
export type PaymentChoice = { order_id: string; action: PaymentMethod | "expired" }

/**
 * The rules of a payment call (issue 10 item 3: out of the route): an order the abandonment job closed is
 * "expired" (its lines go back into the cart); transfer is a verified pro's (issue 11 item 12), on the pro's own order (issue 11 item 3: a
 * stranger's order is answered as unknown); the state must accept the method (asked of the order-states machine).
 * Reads only; refusals throw the French text.
 */
export const checkPaymentChoiceStep = createStep(
  "shop-check-payment-choice",
  async (input: CheckPaymentChoiceInput, { container }) => {
    const order = await loadOrder(container, input.order_id)
    if (!order) throw new MedusaError(MedusaError.Types.NOT_FOUND, ORDER_NOT_FOUND)
    const state = stateOf(order)
    if (orderStateMachine.isFinal(state) && (await closedAsAbandoned(container, order.id))) {
      return new StepResponse<PaymentChoice>({ order_id: order.id, action: "expired" })
    }
    if (input.method === "transfer") {
      const refusal = transferRefusal(input.caller && { isPro: input.caller.is_pro, proVerified: input.caller.is_verified_pro })
      if (refusal || !input.caller) throw new MedusaError(MedusaError.Types.UNAUTHORIZED, refusal ?? CHECKOUT_MESSAGES.transferProOnly)
      if (order.customer_id !== input.caller.customer_id) throw new MedusaError(MedusaError.Types.NOT_FOUND, ORDER_NOT_FOUND)
    }
    if (!orderStateMachine.acceptsPayment(state, input.method)) {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, CHECKOUT_MESSAGES.orderNotPayable)
    }
    return new StepResponse<PaymentChoice>({ order_id: order.id, action: input.method })
  }
)
