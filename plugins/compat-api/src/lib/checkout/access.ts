import type { ShopSession } from "../session/state"
import { securityOf, type OrderRecord } from "../order/record"
import { sameToken } from "./security"

/** Orders made in this session: their checkout may go on (payment) without the token in the request. */
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

/** Whoever made the order in this session, or whoever presents its token (compared in constant time). */
export function mayActOnOrder(session: ShopSession, order: OrderRecord, security: string | undefined): boolean {
  return sessionHoldsOrder(session, order.id) || sameToken(security, securityOf(order))
}
