import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { quotesService, type QuoteRow } from "../../../lib/records"

export type QuoteChange = { id: string } & Partial<
  Pick<QuoteRow, "state" | "delivery_price" | "valid_until" | "answered_at" | "answered_by" | "order_id" | "version">
>

/** Writes the quote's new fields; the compensation writes the previous ones back. */
export const updateQuoteStep = createStep(
  "quotes-update-quote",
  async (change: QuoteChange, { container }) => {
    const service = quotesService(container)
    const previous = (await service.retrieveQuote(change.id)) as unknown as QuoteRow
    const restore: QuoteChange = { id: change.id }
    for (const key of Object.keys(change) as (keyof QuoteChange)[]) {
      if (key !== "id") (restore as Record<string, unknown>)[key] = previous[key as keyof QuoteRow]
    }
    const updated = (await service.updateQuotes(change as never)) as unknown as QuoteRow
    return new StepResponse(updated, restore)
  },
  async (restore, { container }) => {
    if (restore) await quotesService(container).updateQuotes(restore as never)
  }
)
