import { randomBytes } from "node:crypto"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { quotesService, type QuoteRow } from "../../../lib/records"
import { newQuoteRef } from "../../../lib/ref"
import type { NewQuoteLine } from "./replace-quote-lines"

export type CreateQuoteInput = { customer_id: string; message: string; source: "pro" | "contact"; lines: NewQuoteLine[] }

const MAX_DRAWS = 5

function isRefCollision(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String((error as { code?: unknown }).code ?? "")}` : String(error)
  return /23505|duplicate key|unique|already exists/i.test(text) && /ref/i.test(text)
}

/**
 * The quote and its lines, under a fresh random number: the unique index on `ref` refuses a number already given
 * (even to a deleted quote) and a new one is drawn (at most 5 times; with 3·10^10 numbers a second draw is rare).
 */
export const createQuoteStep = createStep(
  "quotes-create-quote",
  async (input: CreateQuoteInput, { container }) => {
    const service = quotesService(container)
    let quote: QuoteRow | null = null
    for (let draw = 1; !quote; draw += 1) {
      try {
        quote = (await service.createQuotes({
          ref: newQuoteRef(randomBytes),
          customer_id: input.customer_id,
          message: input.message,
          source: input.source,
        })) as unknown as QuoteRow
      } catch (error) {
        if (draw >= MAX_DRAWS || !isRefCollision(error)) throw error
      }
    }
    await service.createQuoteLines(input.lines.map((line, position) => ({ ...line, quote_id: quote!.id, position })) as never)
    return new StepResponse(quote, quote.id)
  },
  async (id, { container }) => {
    if (!id) return
    const service = quotesService(container)
    const lines = await service.listQuoteLines({ quote_id: id }, { select: ["id"] })
    if (lines.length) await service.deleteQuoteLines(lines.map((line) => line.id))
    await service.deleteQuotes([id])
  }
)
