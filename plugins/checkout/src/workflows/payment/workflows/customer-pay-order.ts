import { createWorkflow, transform, when, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import type { ApiTransferInstructions } from "@shop/shared"
import { checkPaymentChoiceStep, type CheckPaymentChoiceInput, type PaymentChoice } from "../steps/check-payment-choice"
import { chooseTransferStep } from "../steps/choose-transfer"
import { openCardPageStep } from "../steps/open-card-page"
import { restoreExpiredOrderStep } from "../steps/restore-expired-order"

export type PayOrderInput = CheckPaymentChoiceInput & {
  paiement_id: string
  success_url: string
  cancel_url: string
  /** The session's cart, where an expired order's lines come back (a new one when it has none open). */
  session_cart_id: string | null
}
export type PayOrderResult = {
  action: PaymentChoice["action"]
  /** The cart an expired order's lines went back into: the session's cart from now on. */
  cart_id: string | null
  card: { id: string; url: string } | null
  transfer: ApiTransferInstructions | null
}

/**
 * PUT /api/checkout/createPaiement as one workflow: check the choice (state asked of order-states, pro-only and
 * owner-only transfer, expired orders), then exactly one of: put an expired order's lines back into the cart,
 * choose transfer, open the card page.
 */
export const customerPayOrderWorkflow = createWorkflow("customer-pay-order", (input: WorkflowData<PayOrderInput>) => {
  const choice = checkPaymentChoiceStep(input)
  const restored = when("shop-pay-order-expired", { choice }, ({ choice }) => choice.action === "expired").then(() =>
    restoreExpiredOrderStep(
      transform({ input }, ({ input }) => ({
        order_id: input.order_id,
        session_cart_id: input.session_cart_id,
        customer_id: input.caller?.customer_id ?? null,
      }))
    )
  )
  const transfer = when("shop-pay-order-transfer", { choice }, ({ choice }) => choice.action === "transfer").then(() =>
    chooseTransferStep(transform({ input }, ({ input }) => ({ order_id: input.order_id, customer_id: input.caller!.customer_id })))
  )
  const card = when("shop-pay-order-card", { choice }, ({ choice }) => choice.action === "card").then(() =>
    openCardPageStep(
      transform({ input }, ({ input }) => ({
        order_id: input.order_id,
        paiement_id: input.paiement_id,
        success_url: input.success_url,
        cancel_url: input.cancel_url,
      }))
    )
  )
  return new WorkflowResponse(
    transform({ choice, restored, transfer, card }, ({ choice, restored, transfer, card }): PayOrderResult => ({
      action: choice.action,
      cart_id: restored?.cart_id ?? null,
      card: card ?? null,
      transfer: transfer ?? null,
    }))
  )
})
