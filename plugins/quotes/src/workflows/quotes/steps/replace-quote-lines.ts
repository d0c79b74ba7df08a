import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { linesOf, quotesService, type QuoteLineRow } from "../../../lib/records"

export type NewQuoteLine = Omit<QuoteLineRow, "id" | "quote_id" | "position">
export type ReplaceQuoteLinesInput = { quote_id: string; lines: NewQuoteLine[] }

/** The quote's lines become these (in this order); the compensation puts the previous lines back. */
export const replaceQuoteLinesStep = createStep(
  "quotes-replace-lines",
  async (input: ReplaceQuoteLinesInput, { container }) => {
    const service = quotesService(container)
    const previous = await linesOf(container, input.quote_id)
    if (previous.length) await service.deleteQuoteLines(previous.map((line) => line.id))
    const created = (await service.createQuoteLines(
      input.lines.map((line, position) => ({ ...line, quote_id: input.quote_id, position })) as never
    )) as unknown as QuoteLineRow[]
    return new StepResponse(created, { quote_id: input.quote_id, previous, created: created.map((line) => line.id) })
  },
  async (undo, { container }) => {
    if (!undo) return
    const service = quotesService(container)
    if (undo.created.length) await service.deleteQuoteLines(undo.created)
    if (undo.previous.length) {
      await service.createQuoteLines(
        undo.previous.map(({ id: _id, ...line }) => ({ ...line, quote_id: undo.quote_id })) as never
      )
    }
  }
)
