import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendValidationError } from "@shop/server-kit"
import { quoteRefSchema } from "@shop/shared"
import { answerQuoteRefusal, customerIdOf } from "../../../../lib/access"
import { toApiQuote, type QuoteRow } from "../../../../lib/records"
import { customerAcceptQuoteWorkflow } from "../../../../workflows/quotes/workflows/change-quote-state"

/** PUT /api/quotes/acknowledge {ref}: the pro accepts their answered, still valid quote (409 otherwise). */
export async function PUT(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const customerId = customerIdOf(req, res)
  if (!customerId) return
  const parsed = quoteRefSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  try {
    const { result } = await customerAcceptQuoteWorkflow(req.scope).run({ input: { quote: parsed.data.ref, caller: { kind: "customer", customerId } } })
    res.status(200).json(await toApiQuote(req.scope, result as unknown as QuoteRow))
  } catch (error) {
    if (!answerQuoteRefusal(res, error)) throw error
  }
}
