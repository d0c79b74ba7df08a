import { createWorkflow, transform, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { checkQuoteActionStep } from "../steps/check-quote-action"
import { deleteQuoteStep } from "../steps/delete-quote"

/** DELETE /api/quotes/{id} (staff): any quote not yet ordered (an ordered quote stays with its order). */
export const staffDeleteQuoteWorkflow = createWorkflow("quotes-staff-delete-quote", (input: WorkflowData<{ quote: string; staff_user_id: string }>) => {
  const checked = checkQuoteActionStep(
    transform({ input }, ({ input }) => ({ quote: input.quote, caller: { kind: "staff" as const, userId: input.staff_user_id }, action: "delete" as const }))
  )
  return new WorkflowResponse(deleteQuoteStep(transform({ checked }, ({ checked }) => checked.quote.id)))
})
