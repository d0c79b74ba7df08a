import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendError, withinRateLimit } from "@shop/server-kit"
import { invoiceDownloadSchema, ORDER_NOT_FOUND } from "@shop/shared"
import { INVOICE_DOWNLOADS, readableOrderId } from "../../../../lib/access"
import { renderDocument } from "../../../../lib/document"
import { orderDocuments } from "../../../../lib/issue"
import { INVOICE_MESSAGES } from "../../../../lib/messages"

/**
 * GET /api/invoices/{orderNumber}[?security=][&document=AV-…]: the order's invoice (or one of its credit notes) as
 * a PDF — a Factur-X (PDF/A-3 with the CII XML) for a pro, a plain PDF for a consumer. For the owner, whoever holds
 * the order's secret, and staff with the `orders` grant; anything else, or no invoice yet, is the same 404.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  if (!(await withinRateLimit(req, res, INVOICE_DOWNLOADS))) return
  const parsed = invoiceDownloadSchema.safeParse({ ...req.query, order: req.params.id })
  if (!parsed.success) return sendError(res, 404, ORDER_NOT_FOUND)
  const orderId = await readableOrderId(req, parsed.data)
  if (!orderId) return sendError(res, 404, ORDER_NOT_FOUND)
  const documents = await orderDocuments(req.scope, orderId)
  const wanted = parsed.data.document
  const doc = wanted ? documents.find((row) => row.number === wanted) : documents.find((row) => row.kind === "invoice")
  if (!doc) return sendError(res, 404, INVOICE_MESSAGES.noInvoice)
  const rendered = await renderDocument({ number: doc.number, kind: doc.kind, issuedAt: new Date(doc.issued_at).toISOString(), snapshot: doc.snapshot })
  res.setHeader("Content-Type", "application/pdf")
  res.setHeader("Content-Disposition", `attachment; filename="${rendered.filename}"`)
  res.setHeader("Cache-Control", "private, no-store")
  res.setHeader("X-Invoice-Documents", documents.map((row) => row.number).join(","))
  res.status(200).send(Buffer.from(rendered.bytes))
}
