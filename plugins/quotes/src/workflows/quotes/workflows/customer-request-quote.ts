import { createWorkflow, transform, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import type { WantedLine } from "../../../lib/catalogue"
import { createQuoteStep } from "../steps/create-quote"
import { readRequestedLinesStep } from "../steps/read-requested-lines"

export type CustomerRequestQuoteInput = {
  customer_id: string
  cart_id: string | null
  message: string
  lines?: WantedLine[]
  source: "pro" | "contact"
}

/** POST /api/quotes (and the contact form's QUOTE subject): the lines asked (or the cart's), a new numbered quote. */
export const customerRequestQuoteWorkflow = createWorkflow("quotes-customer-request-quote", (input: WorkflowData<CustomerRequestQuoteInput>) => {
  const lines = readRequestedLinesStep(transform({ input }, ({ input }) => ({ cart_id: input.cart_id, lines: input.lines })))
  const quote = createQuoteStep(
    transform({ input, lines }, ({ input, lines }) => ({ customer_id: input.customer_id, message: input.message, source: input.source, lines }))
  )
  return new WorkflowResponse(quote)
})
