import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendValidationError, sessionOf } from "@shop/server-kit"
import { quoteListQuerySchema, quoteRequestSchema } from "@shop/shared"
import { answerQuoteRefusal, proCustomerIdOf, quoteCallerOf } from "../../../lib/access"
import { listQuotes } from "../../../lib/list"
import { sendQuoteMail } from "../../../lib/mail"
import { toApiQuote, type QuoteRow } from "../../../lib/records"
import { customerRequestQuoteWorkflow } from "../../../workflows/quotes/workflows/customer-request-quote"

/**
 * POST /api/quotes {message, lines?}: a logged-in pro (a consumer: 403, the contact form's quote request) asks a quote for these lines, else for the session cart's
 * (empty cart: 409 'Votre panier est vide! ...'); 201 with the quote; the shop is told by e-mail.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const customerId = await proCustomerIdOf(req, res)
  if (!customerId) return
  const parsed = quoteRequestSchema.safeParse(req.body)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  try {
    const { result } = await customerRequestQuoteWorkflow(req.scope).run({
      input: { customer_id: customerId, cart_id: sessionOf(req).cartId ?? null, message: parsed.data.message, lines: parsed.data.lines, source: "pro" },
    })
    const quote = await toApiQuote(req.scope, result as unknown as QuoteRow)
    await sendQuoteMail(req.scope, "requested", quote, quote.id)
    res.status(201).json(quote)
  } catch (error) {
    if (!answerQuoteRefusal(res, error)) throw error
  }
}

/** GET /api/quotes[?state=&customer=&from=&to=&page=]: a customer's own quotes; staff (grant quotes) every quote, filtered. */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const caller = await quoteCallerOf(req, res)
  if (!caller) return
  const parsed = quoteListQuerySchema.safeParse(req.query)
  if (!parsed.success) return sendValidationError(res, parsed.error)
  res.status(200).json(await listQuotes(req.scope, parsed.data, caller.kind === "customer" ? caller.customerId : null))
}
