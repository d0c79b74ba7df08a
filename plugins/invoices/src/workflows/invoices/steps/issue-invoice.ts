import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { issueDocument } from "../../../lib/issue"
import { invoiceSnapshotOf } from "../../../lib/order-source"

export type IssueInvoiceInput = { order_id: string; method: "card" | "transfer" }

/**
 * The order's invoice, numbered in the FA sequence; nothing when it exists already (replays, a second PAYED).
 * No compensation: an issued invoice is final by law, only a credit note cancels it.
 */
export const issueInvoiceStep = createStep("issue-invoice", async (input: IssueInvoiceInput, { container }) => {
  const issuedAt = new Date()
  const snapshot = await invoiceSnapshotOf(container, input.order_id, { method: input.method, paidAt: issuedAt.toISOString() })
  if (!snapshot) return new StepResponse<string | null>(null)
  const issued = await issueDocument(container, "invoice", input.order_id, issuedAt, (documents) =>
    documents.some((doc) => doc.kind === "invoice") ? null : { totalTtc: snapshot.totals.ttc, snapshot }
  )
  return new StepResponse(issued?.number ?? null)
})
