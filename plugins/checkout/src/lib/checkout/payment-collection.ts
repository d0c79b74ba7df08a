import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

export type PaymentSessionRow = {
  id: string
  provider_id: string
  status: string
  data?: Record<string, unknown> | null
  metadata?: Record<string, unknown> | null
}
export type OrderPayment = { collectionId: string; amount: number; currencyCode: string; sessions: PaymentSessionRow[]; cartId: string | null }

/** The order's payment collection (made from its cart) with its sessions, and the cart it came from. */
export async function orderPayment(scope: MedusaContainer, orderId: string): Promise<OrderPayment | null> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order_payment_collection",
    fields: [
      "payment_collection.id",
      "payment_collection.amount",
      "payment_collection.currency_code",
      "payment_collection.payment_sessions.id",
      "payment_collection.payment_sessions.provider_id",
      "payment_collection.payment_sessions.status",
      "payment_collection.payment_sessions.data",
      "payment_collection.payment_sessions.metadata",
    ],
    filters: { order_id: orderId },
  })
  const collection = (data[0] as { payment_collection?: { id: string; amount: unknown; currency_code: string; payment_sessions?: PaymentSessionRow[] } })
    ?.payment_collection
  if (!collection) return null
  const { data: carts } = await query.graph({ entity: "order_cart", fields: ["cart_id"], filters: { order_id: orderId } })
  const amount = collection.amount as number | string | { numeric?: number }
  return {
    collectionId: collection.id,
    amount: typeof amount === "object" ? Number(amount?.numeric) : Number(amount),
    currencyCode: collection.currency_code,
    sessions: collection.payment_sessions ?? [],
    cartId: (carts[0] as { cart_id?: string } | undefined)?.cart_id ?? null,
  }
}

/** Payment session id → the order it pays (through the collection's order link). */
export async function orderIdOfPaymentSession(scope: MedusaContainer, paymentSessionId: string): Promise<string | null> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "payment_session", fields: ["payment_collection_id"], filters: { id: paymentSessionId } })
  const collectionId = (data[0] as { payment_collection_id?: string } | undefined)?.payment_collection_id
  if (!collectionId) return null
  const { data: links } = await query.graph({
    entity: "order_payment_collection",
    fields: ["order_id"],
    filters: { payment_collection_id: collectionId },
  })
  return (links[0] as { order_id?: string } | undefined)?.order_id ?? null
}
