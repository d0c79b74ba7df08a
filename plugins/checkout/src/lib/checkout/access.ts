import type { ShopSession } from "@shop/server-kit"
import type { OrderRecord } from "../order/record"
import { presentsOrderSecret } from "../order/secret-access"

/** Orders made in this session: their checkout may go on (payment) without the secret in the request. */
type SessionWithOrders = ShopSession & { orders?: string[] }

/** How many recent orders a session remembers (a session is one visitor: a handful is plenty). */
const REMEMBERED_ORDERS = 10

export function rememberOrder(session: ShopSession, orderId: string): void {
  const holder = session as SessionWithOrders
  const orders = (holder.orders ?? []).filter((id) => id !== orderId)
  holder.orders = [...orders, orderId].slice(-REMEMBERED_ORDERS)
}

export function sessionHoldsOrder(session: ShopSession, orderId: string): boolean {
  return ((session as SessionWithOrders).orders ?? []).includes(orderId)
}

/** The logged-in account the order belongs to (Medusa gives guest orders a customer without an account too). */
export function isOrderOwner(session: ShopSession, order: Pick<OrderRecord, "customer_id">): boolean {
  return Boolean(session.customerId && order.customer_id) && session.customerId === order.customer_id
}

/**
 * Who may act on an order's payment (issue 11 item 3): the session that made it, the account it belongs to, or
 * whoever presents its secret (the detail link sent to the order's address). Transfer asks more: see the payment
 * workflow (the owner only).
 */
export function mayActOnOrder(
  session: ShopSession,
  order: Pick<OrderRecord, "id" | "customer_id" | "metadata">,
  security: string | undefined
): boolean {
  return sessionHoldsOrder(session, order.id) || isOrderOwner(session, order) || presentsOrderSecret(order, security)
}
