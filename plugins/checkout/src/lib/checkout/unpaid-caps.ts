import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ORDER_STATES, orderStateMachine } from "@shop/order-states"
import { CHECKOUT_MESSAGES } from "../messages"
import type { UnpaidOrderCaps } from "../options"

/**
 * Caps on open unpaid orders (issue 11 item 12): each holds stock without money, so one account, and one IP, may
 * hold only a few at once. "Unpaid" = a state that still accepts a payment (CHECK_OUT, PENDING), asked of the
 * machine. Orders leave the count when paid, cancelled by staff, abandoned (2 h) or expired (transfer, 10 days).
 */
export const UNPAID_STATES = ORDER_STATES.filter((state) => orderStateMachine.acceptsPayment(state, "transfer"))

export type UnpaidOrderCounts = { account: number; ip: number }

/** The refusal's text when a new order would go past a cap; null when it may be made. Pure. */
export function unpaidCapRefusal(counts: UnpaidOrderCounts, caps: UnpaidOrderCaps, hasAccount: boolean): string | null {
  if (hasAccount && counts.account >= caps.perAccount) return CHECKOUT_MESSAGES.tooManyUnpaidOrders(caps.perAccount)
  if (counts.ip >= caps.perIp) return CHECKOUT_MESSAGES.tooManyUnpaidOrdersFromIp
  return null
}

/** One count per cap, on the indexed columns of `order_access` joined with the state rows. */
export async function countUnpaidOrders(scope: MedusaContainer, who: { customer_id: string | null; client_ip: string }): Promise<UnpaidOrderCounts> {
  const pg = scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const count = async (column: "customer_id" | "client_ip", value: string | null): Promise<number> => {
    if (!value) return 0
    const { rows } = await pg.raw(
      `select count(*)::int as n from order_access a
         join order_state s on s.order_id = a.order_id and s.deleted_at is null
        where a.deleted_at is null and a.${column} = ? and s.state = any(?)`,
      [value, [...UNPAID_STATES]]
    )
    return (rows[0] as { n: number }).n
  }
  return { account: await count("customer_id", who.customer_id), ip: await count("client_ip", who.client_ip) }
}
