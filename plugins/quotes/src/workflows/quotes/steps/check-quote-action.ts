import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { QUOTE_TEXTS } from "@shop/shared"
import type { QuoteCaller } from "../../../lib/access"
import { findQuote, type QuoteRow } from "../../../lib/records"
import { effectiveQuoteState, stateAfter, type QuoteAction, type StoredQuoteState } from "../../../lib/states"

export type CheckQuoteActionInput = {
  /** the quote's id or number */
  quote: string
  action: QuoteAction
  caller: QuoteCaller
  /** for a staff answer: the version the staff read */
  version?: number
  now?: string
}
export type CheckedQuoteAction = { quote: QuoteRow; next: StoredQuoteState | "deleted" }

/**
 * Reads the quote and asks the state table (lib/states.ts) what the action makes of it. A customer acts only on
 * their own quotes: anyone else's is "not found" (404), as if it did not exist. A refused transition is 409 with
 * the reason; a staff answer on a version older than the stored one is 409 too (another answer went in first).
 */
export const checkQuoteActionStep = createStep("quotes-check-action", async (input: CheckQuoteActionInput, { container }) => {
  const quote = await findQuote(container, input.quote)
  if (!quote || (input.caller.kind === "customer" && quote.customer_id !== input.caller.customerId)) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, QUOTE_TEXTS.quoteNotFound)
  }
  const effective = effectiveQuoteState(quote.state, quote.valid_until, input.now ? new Date(input.now) : new Date())
  const next = stateAfter(quote.state, effective, input.action)
  if (next === null) {
    const reason =
      effective === "expired" ? QUOTE_TEXTS.expired
      : effective === "requested" && (input.action === "accept" || input.action === "load") ? QUOTE_TEXTS.notAnswered
      : QUOTE_TEXTS.notAllowed
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, reason)
  }
  if (input.action === "answer" && input.version !== undefined && input.version !== quote.version) {
    throw new MedusaError(MedusaError.Types.CONFLICT, QUOTE_TEXTS.changedMeanwhile)
  }
  return new StepResponse<CheckedQuoteAction>({ quote, next })
})
