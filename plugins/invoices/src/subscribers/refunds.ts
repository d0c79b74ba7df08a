import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys, PaymentEvents } from "@medusajs/framework/utils"
import { ORDER_REFUNDED } from "@shop/order-desk"
import { majorToCents } from "@shop/shared"
import { INVOICE_MESSAGES } from "../lib/messages"
import { issueCreditNoteWorkflow } from "../workflows"

/**
 * Each refund gets its own credit note (idempotent by refund id): after a staff refund (`order_desk.order_refunded
 * {order_id}`) and after Medusa's own refund of a payment (`payment.refunded {id}`, e.g. from the Medusa admin).
 */
export default async function onRefund({ event, container }: SubscriberArgs<{ id?: string; order_id?: string }>): Promise<void> {
  const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const { rows } = await pg.raw(
    `select opc.order_id, r.id as refund_id, r.amount::text as amount, r.note
       from refund r
       join payment p on p.id = r.payment_id
       join order_payment_collection opc on opc.payment_collection_id = p.payment_collection_id and opc.deleted_at is null
      where (p.id = ? or opc.order_id = ?) and r.deleted_at is null
      order by r.created_at asc`,
    [event.data.id ?? "", event.data.order_id ?? ""]
  )
  for (const row of rows as { order_id: string; refund_id: string; amount: string; note: string | null }[]) {
    await issueCreditNoteWorkflow(container).run({
      input: { order_id: row.order_id, refundId: row.refund_id, amount: majorToCents(row.amount), reason: row.note?.trim() || INVOICE_MESSAGES.refund },
    })
  }
}

export const config: SubscriberConfig = { event: [ORDER_REFUNDED, PaymentEvents.REFUNDED], context: { subscriberId: "invoices-refunds" } }
