import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendValidationError } from "@shop/server-kit"
import { quoteRefSchema } from "@shop/shared"
import { answerQuoteRefusal, quoteCallerOf } from "../../../../lib/access"
import { toApiQuote, type QuoteRow } from "../../../../lib/records"
import { archiveQuoteWorkflow } from "../../../../workflows/quotes/workflows/change-quote-state"

/** PUT /api/quotes/archive {ref}: the pro (own quote) or staff (grant quotes) archive a quote not yet ordered. */
export async function PUT(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const caller = await quoteCallerOf(req, res)
  if (!caller) return
  const parsed = quoteRefSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  try {
    const { result } = await archiveQuoteWorkflow(req.scope).run({ input: { quote: parsed.data.ref, caller } })
    res.status(200).json(await toApiQuote(req.scope, result as unknown as QuoteRow))
  } catch (error) {
    if (!answerQuoteRefusal(res, error)) throw error
  }
}
