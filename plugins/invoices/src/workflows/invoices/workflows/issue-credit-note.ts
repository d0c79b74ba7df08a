import { createWorkflow, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { issueCreditNoteStep, type IssueCreditNoteInput } from "../steps/issue-credit-note"

/** Issues a credit note on a refund (its amount) or a cancellation (what is left of the invoice). */
export const issueCreditNoteWorkflow = createWorkflow("issue-credit-note", (input: WorkflowData<IssueCreditNoteInput>) => {
  return new WorkflowResponse(issueCreditNoteStep(input))
})
