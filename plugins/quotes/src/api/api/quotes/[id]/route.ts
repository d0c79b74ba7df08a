import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendError, sendValidationError } from "@shop/server-kit"
import { QUOTE_TEXTS, quoteAnswerSchema } from "@shop/shared"
import { answerQuoteRefusal, quoteCallerOf, staffCallerOf } from "../../../../lib/access"
import { sendQuoteMail } from "../../../../lib/mail"
import { findQuote, toApiQuote, type QuoteRow } from "../../../../lib/records"
import { staffAnswerQuoteWorkflow } from "../../../../workflows/quotes/workflows/staff-answer-quote"
import { staffDeleteQuoteWorkflow } from "../../../../workflows/quotes/workflows/staff-delete-quote"

/** GET /api/quotes/{id or ref}: the owner's or, for staff (grant quotes), any quote; anyone else 404. */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const caller = await quoteCallerOf(req, res)
  if (!caller) return
  const quote = await findQuote(req.scope, String(req.params.id ?? ""))
  if (!quote || (caller.kind === "customer" && quote.customer_id !== caller.customerId)) return sendError(res, 404, QUOTE_TEXTS.quoteNotFound)
  res.status(200).json(await toApiQuote(req.scope, quote))
}

/**
 * PUT /api/quotes/{id or ref} (staff, grant quotes) {lines: [{ean, quantity, quotedUnitPrice}], deliveryPrice,
 * validUntil, version?}: sends (or adjusts) the answer; the pro gets the e-mail. 409 when the state refuses it or
 * another answer went in since `version`.
 */
export async function PUT(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const caller = await staffCallerOf(req, res)
  if (!caller || caller.kind !== "staff") return
  const parsed = quoteAnswerSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  try {
    const { result } = await staffAnswerQuoteWorkflow(req.scope).run({
      input: {
        quote: String(req.params.id ?? ""),
        staff_user_id: caller.userId,
        lines: parsed.data.lines,
        delivery_price: parsed.data.deliveryPrice,
        valid_until: parsed.data.validUntil,
        version: parsed.data.version,
      },
    })
    const quote = await toApiQuote(req.scope, result as unknown as QuoteRow)
    await sendQuoteMail(req.scope, "answered", quote, `${quote.id}:${quote.version}`)
    res.status(200).json(quote)
  } catch (error) {
    if (!answerQuoteRefusal(res, error)) throw error
  }
}

/** DELETE /api/quotes/{id or ref} (staff, grant quotes): gone from every list; an ordered quote stays (409). */
export async function DELETE(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const caller = await staffCallerOf(req, res)
  if (!caller || caller.kind !== "staff") return
  try {
    await staffDeleteQuoteWorkflow(req.scope).run({ input: { quote: String(req.params.id ?? ""), staff_user_id: caller.userId } })
    res.status(204).end()
  } catch (error) {
    if (!answerQuoteRefusal(res, error)) throw error
  }
}
