import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ORDER_STATE_LABELS, isOrderState } from "@shop/order-states"
import type { ApiAccountOrder } from "@shop/shared"
import { cents } from "@shop/compat-api/lib/cart/map"
import type { Amount } from "@shop/compat-api/lib/cart/record"
import { orderSecretOf } from "./secret-access"

/** Far more than a customer orders; the page lists them all without paging. */
const MAX_ORDERS = 200

/** Label of an order that has no state row (made outside the shop's checkout, e.g. by staff in the admin). */
export const NO_STATE_LABEL = "En cours de traitement"

export type AccountOrderRow = {
  id: string
  display_id?: number | null
  created_at?: string | Date | null
  metadata?: Record<string, unknown> | null
  total?: Amount
  tax_total?: Amount
  order_state?: { state?: string | null } | null
}

/**
 * One order of the list (pure). The shop's number is `metadata.orderNumber` (the checkout's `MC-…`), else
 * `#display_id`; `security` is the order's secret (derived again: see secret.ts), null for an order the checkout
 * did not make.
 */
export function toAccountOrder(row: AccountOrderRow, security: string | null = null): ApiAccountOrder {
  const metadata = row.metadata ?? {}
  const state = row.order_state?.state
  const ttc = cents(row.total)
  return {
    orderNumber: typeof metadata.orderNumber === "string" && metadata.orderNumber ? metadata.orderNumber : `#${row.display_id ?? row.id}`,
    date: new Date(row.created_at ?? 0).toISOString(),
    state: isOrderState(state) ? state : "",
    stateLabel: isOrderState(state) ? ORDER_STATE_LABELS[state] : NO_STATE_LABEL,
    total: { ht: ttc - cents(row.tax_total), ttc },
    security,
  }
}

/** `GET /api/me/order`: the customer's own orders (Medusa's `customer_id`), newest first. */
export async function listCustomerOrders(scope: MedusaContainer, customerId: string): Promise<ApiAccountOrder[]> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ["id", "display_id", "created_at", "metadata", "total", "tax_total", "order_state.state"],
    filters: { customer_id: customerId },
    pagination: { order: { created_at: "DESC" }, take: MAX_ORDERS },
  })
  return (data as AccountOrderRow[]).map((row) => toAccountOrder(row, orderSecretOf(scope, row)))
}
