import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendValidationError } from "@shop/server-kit"
import { quoteCommentSchema } from "@shop/shared"
import { answerQuoteRefusal, quoteCallerOf } from "../../../../lib/access"
import { sendQuoteMail } from "../../../../lib/mail"
import { findQuote, toApiQuote } from "../../../../lib/records"
import { commentQuoteWorkflow } from "../../../../workflows/quotes/workflows/comment-quote"

/**
 * PUT /api/quotes/comment {ref, content}: a comment on the pro's own quote (the shop is told) or, for staff with
 * the grant, on any quote (the pro is told, with a link to the quote in /pro/v1). Answers the quote with its thread.
 */
export async function PUT(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const caller = await quoteCallerOf(req, res)
  if (!caller) return
  const parsed = quoteCommentSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  try {
    const { result } = await commentQuoteWorkflow(req.scope).run({ input: { quote: parsed.data.ref, caller, content: parsed.data.content } })
    const quote = await toApiQuote(req.scope, (await findQuote(req.scope, result.id))!)
    const key = `${quote.id}:${quote.comments.length}`
    await sendQuoteMail(req.scope, caller.kind === "staff" ? "staffComment" : "proComment", quote, key, parsed.data.content)
    res.status(200).json(quote)
  } catch (error) {
    if (!answerQuoteRefusal(res, error)) throw error
  }
}
