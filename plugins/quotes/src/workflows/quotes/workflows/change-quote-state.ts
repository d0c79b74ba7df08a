import { createWorkflow, transform, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import type { QuoteCaller } from "../../../lib/access"
import { checkQuoteActionStep } from "../steps/check-quote-action"
import { updateQuoteStep } from "../steps/update-quote"

export type ChangeQuoteStateInput = { quote: string; caller: QuoteCaller }

/** PUT /api/quotes/acknowledge {ref}: the pro accepts the answer (answered and still valid only). */
export const customerAcceptQuoteWorkflow = createWorkflow("quotes-customer-accept-quote", (input: WorkflowData<ChangeQuoteStateInput>) => {
  const checked = checkQuoteActionStep(transform({ input }, ({ input }) => ({ quote: input.quote, caller: input.caller, action: "accept" as const })))
  const updated = updateQuoteStep(transform({ checked }, ({ checked }) => ({ id: checked.quote.id, state: "accepted" as const })))
  return new WorkflowResponse(updated)
})

/** PUT /api/quotes/archive {ref}: the pro (own quote) or staff put the quote aside. */
export const archiveQuoteWorkflow = createWorkflow("quotes-archive-quote", (input: WorkflowData<ChangeQuoteStateInput>) => {
  const checked = checkQuoteActionStep(transform({ input }, ({ input }) => ({ quote: input.quote, caller: input.caller, action: "archive" as const })))
  const updated = updateQuoteStep(transform({ checked }, ({ checked }) => ({ id: checked.quote.id, state: "archived" as const })))
  return new WorkflowResponse(updated)
})
