import { createWorkflow, transform, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { refundPaymentsWorkflow } from "@medusajs/medusa/core-flows"
import { planRefundStep, type PlanRefundInput } from "../steps/plan-refund"

/**
 * A partial or full refund by staff: the plan (never more than captured minus refunded, French refusal), then
 * Medusa's refund-payments workflow: the refund row (amount, note = the reason, created_by = the staff member),
 * the provider's refund (the card: a Stripe refund on the PaymentIntent; a transfer: recorded only, paid back by
 * hand from the bank) and the order's transaction line.
 */
export const staffRefundOrderWorkflow = createWorkflow("order-desk-staff-refund-order", (input: WorkflowData<PlanRefundInput>) => {
  const plan = planRefundStep(input)
  refundPaymentsWorkflow.runAsStep({ input: plan as never })
  return new WorkflowResponse(transform({ plan }, ({ plan }) => ({ parts: plan.length })))
})
