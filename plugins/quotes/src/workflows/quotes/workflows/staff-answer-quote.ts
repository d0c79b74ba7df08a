import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { createStep, createWorkflow, StepResponse, transform, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { catalogueLines } from "../../../lib/catalogue"
import { checkQuoteActionStep } from "../steps/check-quote-action"
import { replaceQuoteLinesStep } from "../steps/replace-quote-lines"
import { updateQuoteStep } from "../steps/update-quote"
import { endOfParisDay } from "../../../lib/states"

export type StaffAnswerQuoteInput = {
  quote: string
  staff_user_id: string
  lines: { ean: string; quantity: number; quotedUnitPrice: number }[]
  delivery_price: number
  /** last valid day, YYYY-MM-DD (Paris) */
  valid_until: string
  version?: number
}

/** The answer's lines with their catalogue facts (title, list price HT) and the staff's quoted unit prices. */
const priceAnswerLinesStep = createStep("quotes-price-answer-lines", async (input: StaffAnswerQuoteInput, { container }) => {
  const lines = await catalogueLines(container, input.lines.map((line) => ({ ean: line.ean, quantity: line.quantity })))
  return new StepResponse(lines.map((line, index) => ({ ...line, quoted_unit_price: input.lines[index].quotedUnitPrice })))
})

/**
 * PUT /api/quotes/{id}: staff send (or adjust) the answer. Under the quote's lock, so two staff answering at once
 * run one after the other: the second sees the first's version and, when it sent the version it read, gets 409
 * and changes nothing. Lines are replaced whole; the version grows by one.
 */
export const staffAnswerQuoteWorkflow = createWorkflow("quotes-staff-answer-quote", (input: WorkflowData<StaffAnswerQuoteInput>) => {
  const lockKey = transform({ input }, ({ input }) => `quote:${input.quote.trim().toUpperCase()}`)
  acquireLockStep({ key: lockKey, timeout: 5, ttl: 20 })
  const checked = checkQuoteActionStep(
    transform({ input }, ({ input }) => ({
      quote: input.quote,
      action: "answer" as const,
      caller: { kind: "staff" as const, userId: input.staff_user_id },
      version: input.version,
    }))
  )
  const lines = priceAnswerLinesStep(input)
  replaceQuoteLinesStep(transform({ checked, lines }, ({ checked, lines }) => ({ quote_id: checked.quote.id, lines })))
  const updated = updateQuoteStep(
    transform({ checked, input }, ({ checked, input }) => ({
      id: checked.quote.id,
      state: "answered" as const,
      delivery_price: input.delivery_price,
      valid_until: endOfParisDay(input.valid_until),
      answered_at: new Date(),
      answered_by: input.staff_user_id,
      version: checked.quote.version + 1,
    }))
  )
  releaseLockStep({ key: lockKey })
  return new WorkflowResponse(updated)
})
