import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { companyIdentity } from "@shop/company"
import { sendError } from "@shop/server-kit"
import { QUOTE_TEXTS } from "@shop/shared"
import { quoteCallerOf } from "../../../../../lib/access"
import { renderQuotePdf } from "../../../../../lib/pdf"
import { findQuote, toApiQuote } from "../../../../../lib/records"

/** GET /api/quotes/{id or ref}/pdf: the answered quote as a PDF, for its owner or staff (grant quotes); else 404. */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const caller = await quoteCallerOf(req, res)
  if (!caller) return
  const row = await findQuote(req.scope, String(req.params.id ?? ""))
  if (!row || (caller.kind === "customer" && row.customer_id !== caller.customerId)) return sendError(res, 404, QUOTE_TEXTS.quoteNotFound)
  if (!row.answered_at) return sendError(res, 409, QUOTE_TEXTS.notAnswered)
  const quote = await toApiQuote(req.scope, row)
  const bytes = await renderQuotePdf(quote, await companyIdentity(req.scope))
  res.setHeader("Content-Type", "application/pdf")
  res.setHeader("Content-Disposition", `attachment; filename="devis-${quote.ref}.pdf"`)
  res.setHeader("Cache-Control", "private, no-store")
  res.status(200).send(Buffer.from(bytes))
}
