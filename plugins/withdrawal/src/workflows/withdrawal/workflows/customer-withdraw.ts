import { createWorkflow, transform, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { checkWithdrawalStep } from "../steps/check-withdrawal"
import { recordWithdrawalStep, type RecordWithdrawalInput } from "../steps/record-withdrawal"

/** The declaration as sent (`requested_at`: its ISO instant); the check step adds the number and the chosen lines. */
export type CustomerWithdrawInput = Omit<RecordWithdrawalInput, "order_number" | "lines"> & { lines?: { id: string; quantity: number }[] }

/** The consumer's declaration: checked against the rules, then recorded with its date and time. */
export const customerWithdrawWorkflow = createWorkflow("withdrawal-customer-withdraw", (input: WorkflowData<CustomerWithdrawInput>) => {
  const checked = checkWithdrawalStep({ order_id: input.order_id, lines: input.lines, requested_at: input.requested_at })
  const record = transform({ input, checked }, ({ input, checked }) => ({
    order_id: input.order_id,
    order_number: checked.order_number,
    email: input.email,
    name: input.name,
    address: input.address,
    ordered_on: input.ordered_on,
    received_on: input.received_on,
    declaration: input.declaration,
    comment: input.comment,
    lines: checked.lines,
    requested_at: input.requested_at,
  }))
  return new WorkflowResponse(recordWithdrawalStep(record))
})
