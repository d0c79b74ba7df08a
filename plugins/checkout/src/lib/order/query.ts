import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ORDER_STATE_MODULE } from "@shop/order-states"
import { ORDER_DETAIL_FIELDS, ORDER_SUMMARY_FIELDS, type OrderRecord } from "./record"
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
