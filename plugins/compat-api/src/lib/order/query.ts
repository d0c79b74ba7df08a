import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ORDER_STATE_MODULE } from "@shop/order-states"
import { ORDER_DETAIL_FIELDS, ORDER_NUMBER_KEY, ORDER_SECURITY_KEY, ORDER_SUMMARY_FIELDS, type OrderRecord } from "./record"
import type { HistoryRecord } from "./map"

export async function loadOrder(scope: MedusaContainer, orderId: string, detail = false): Promise<OrderRecord | null> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: detail ? ORDER_DETAIL_FIELDS : ORDER_SUMMARY_FIELDS,
    filters: { id: orderId },
  })
  return (data[0] as OrderRecord | undefined) ?? null
}

/** One metadata key's value → the order id (Query cannot filter inside metadata; a plain indexed-by-scan SQL read). */
async function orderIdByMetadata(scope: MedusaContainer, key: string, value: string): Promise<string | null> {
  const pg = scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const result = await pg.raw(`select id from "order" where metadata->>? = ? and deleted_at is null limit 1`, [key, value])
  return (result.rows[0] as { id: string } | undefined)?.id ?? null
}

export function orderIdByNumber(scope: MedusaContainer, orderNumber: string): Promise<string | null> {
  return orderIdByMetadata(scope, ORDER_NUMBER_KEY, orderNumber)
}

/** The token is 256 random bits: finding the row by it is as safe as a session id lookup. */
export function orderIdBySecurity(scope: MedusaContainer, security: string): Promise<string | null> {
  return orderIdByMetadata(scope, ORDER_SECURITY_KEY, security)
}

/** The order made from a cart (Medusa's order_cart link), if the cart was completed. */
export async function orderIdOfCart(scope: MedusaContainer, cartId: string): Promise<string | null> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: cartId } })
  return (data[0] as { order_id?: string } | undefined)?.order_id ?? null
}

export async function orderHistory(scope: MedusaContainer, orderId: string): Promise<HistoryRecord[]> {
  const states = scope.resolve(ORDER_STATE_MODULE) as {
    listOrderStateTransitions(filters: Record<string, unknown>, config?: Record<string, unknown>): Promise<HistoryRecord[]>
  }
  return states.listOrderStateTransitions({ order_id: orderId }, { order: { created_at: "ASC" } })
}
