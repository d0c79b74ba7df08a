import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ADMIN_ORDER_MESSAGES, centsToMajor, formatPrice } from "@shop/shared"
import { orderMoney } from "../../../lib/orders"
import { planRefund, refundableTotal } from "../../../lib/refundable"

export type PlanRefundInput = { order_id: string; amount: number; reason: string; actor_id: string }
export type PlannedRefund = { payment_id: string; amount: string; created_by: string; note: string }[]

/**
 * Never more than captured minus already refunded (read from Medusa's payments now, in cents): refused in French
 * before anything moves. Medusa's refund itself re-checks under a row lock, so two refunds at once cannot both pass.
 */
export const planRefundStep = createStep("order-desk-plan-refund", async (input: PlanRefundInput, { container }) => {
  const money = await orderMoney(container, input.order_id)
  if (!money) throw new MedusaError(MedusaError.Types.NOT_FOUND, ADMIN_ORDER_MESSAGES.orderNotFound)
  if (refundableTotal(money.payments) === 0) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, ADMIN_ORDER_MESSAGES.nothingToRefund)
  const plan = planRefund(money.payments, input.amount)
  if (!plan.ok) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, ADMIN_ORDER_MESSAGES.refundTooLarge(formatPrice(plan.refundable)))
  return new StepResponse<PlannedRefund>(
    plan.parts.map((part) => ({ payment_id: part.paymentId, amount: centsToMajor(part.amount), created_by: input.actor_id, note: input.reason }))
  )
})
