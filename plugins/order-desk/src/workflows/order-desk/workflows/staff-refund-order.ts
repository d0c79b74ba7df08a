import { createWorkflow, transform, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { emitEventStep, refundPaymentsWorkflow } from "@medusajs/medusa/core-flows"
import { ORDER_REFUNDED, type OrderRefunded } from "../../../lib/events"
import { planRefundStep, type PlanRefundInput } from "../steps/plan-refund"

/**
 * A partial or full refund by staff: the plan (never more than captured minus refunded, French refusal), then
 * Medusa's refund-payments workflow: the refund row (amount, note = the reason, created_by = the staff member),
 * the provider's refund (the card: a Stripe refund on the PaymentIntent; a transfer: recorded only, paid back by
 * hand from the bank) and the order's transaction line. Then `order_desk.order_refunded` (credit notes, plugins/invoices).
 */
export const staffRefundOrderWorkflow = createWorkflow("order-desk-staff-refund-order", (input: WorkflowData<PlanRefundInput>) => {
  const plan = planRefundStep(input)
  refundPaymentsWorkflow.runAsStep({ input: plan as never })
  emitEventStep({ eventName: ORDER_REFUNDED, data: transform({ input }, ({ input }): OrderRefunded => ({ order_id: input.order_id })) })
  return new WorkflowResponse(transform({ plan }, ({ plan }) => ({ parts: plan.length })))
})
