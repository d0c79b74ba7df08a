import type { IssuedDocument, IssuePlan } from "./issue"
import { creditNoteAmounts } from "./snapshot"

export type CreditRequest = {
  /** The refund answered (one credit note each); absent for a cancellation, which credits what is left. */
  refundId?: string | null
  /** TTC cents refunded; absent: everything not yet credited. */
  amount?: number | null
  reason: string
}

/**
 * What a credit note gives back, decided from the order's documents: nothing without an invoice, nothing for a
 * refund already credited, never more than the invoice less the credit notes already issued.
 */
export function planCreditNote(documents: IssuedDocument[], request: CreditRequest): IssuePlan | null {
  const invoice = documents.find((doc) => doc.kind === "invoice")
  if (!invoice) return null
  if (request.refundId && documents.some((doc) => doc.refund_id === request.refundId)) return null
  const credited = documents.filter((doc) => doc.kind === "credit_note").reduce((sum, doc) => sum + doc.total_ttc, 0)
  const left = invoice.total_ttc - credited
  const amount = Math.min(left, request.amount ?? left)
  if (amount <= 0) return null
  const whole = amount === invoice.total_ttc
  return {
    invoiceId: invoice.id,
    refundId: request.refundId ?? null,
    totalTtc: amount,
    snapshot: {
      ...invoice.snapshot,
      ...creditNoteAmounts(invoice.snapshot, whole ? invoice.total_ttc : amount, request.reason),
      refersTo: { number: invoice.number, issuedAt: new Date(invoice.issued_at).toISOString() },
      reason: request.reason,
    },
  }
}
