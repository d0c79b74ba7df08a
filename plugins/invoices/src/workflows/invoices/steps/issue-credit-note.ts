import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { planCreditNote, type CreditRequest } from "../../../lib/credit"
import { issueDocument } from "../../../lib/issue"

export type IssueCreditNoteInput = CreditRequest & { order_id: string }

/** A credit note (AV sequence) referring to the order's invoice; nothing when there is nothing left to credit. */
export const issueCreditNoteStep = createStep("issue-credit-note", async (input: IssueCreditNoteInput, { container }) => {
  const issued = await issueDocument(container, "credit_note", input.order_id, new Date(), (documents) => planCreditNote(documents, input))
  return new StepResponse(issued?.number ?? null)
})
