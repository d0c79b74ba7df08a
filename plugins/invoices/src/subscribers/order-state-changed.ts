import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ORDER_STATE_CHANGED, type OrderStateChanged } from "@shop/order-states"
import { INVOICE_MESSAGES } from "../lib/messages"
import { issueCreditNoteWorkflow, issueInvoiceWorkflow } from "../workflows"

/** PAYED: the invoice (from PENDING: a transfer staff recorded; otherwise the card). CANCELLED: a credit note. */
export default async function onOrderStateChanged({ event, container }: SubscriberArgs<OrderStateChanged>): Promise<void> {
  const { order_id, from, to } = event.data
  if (to === "PAYED") {
    await issueInvoiceWorkflow(container).run({ input: { order_id, method: from === "PENDING" ? "transfer" : "card" } })
  } else if (to === "CANCELLED") {
    await issueCreditNoteWorkflow(container).run({ input: { order_id, reason: INVOICE_MESSAGES.cancellation } })
  }
}

export const config: SubscriberConfig = { event: ORDER_STATE_CHANGED, context: { subscriberId: "invoices-order-state" } }
