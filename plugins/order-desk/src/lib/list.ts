import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { orderAmounts } from "@shop/checkout/lib/order/amounts"
import { ORDER_STATE_LABELS, isOrderState, orderStateMachine, type OrderState } from "@shop/order-states"
import {
  ADMIN_ORDERS_PAGE_SIZE,
  LATE_ORDER_STATES,
  LATE_ORDER_WORKING_DAYS,
  PRO_CUSTOMER_GROUP,
  isLateOrder,
  lateCutoff,
  type AdminOrderListQuery,
  type ApiAdminOrderList,
  type ApiAdminOrderSummary,
} from "@shop/shared"

/**
 * The staff order list: the filters run in one SQL query over Medusa's order tables and the order-states rows
 * (search over number, e-mail and billing name needs ILIKE across three tables, which Query cannot express), then
 * the page's orders are read through Query so their totals are Medusa's own, rounded as every other answer
 * (lib/order/amounts of @shop/checkout).
 */

type Where = { sql: string[]; params: (string | Date | string[])[] }

/** `%` and `_` typed by staff are searched literally. */
function likeTerm(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

const PAID_AT = `(select min(t.created_at) from order_state_transition t where t.order_id = o.id and t."to" = 'PAYED' and t.deleted_at is null)`
const IS_PRO = `exists (select 1 from customer_group_customer cgc join customer_group cg on cg.id = cgc.customer_group_id
   where cgc.customer_id = o.customer_id and cg.name = ? and cgc.deleted_at is null and cg.deleted_at is null)`

/** The shop's orders (with a number: made by the checkout), not drafts, matching the query. */
export function listWhere(query: Omit<AdminOrderListQuery, "page">, now: Date): Where {
  const where: Where = {
    sql: [`o.deleted_at is null`, `o.is_draft_order = false`, `o.metadata->>'orderNumber' is not null`],
    params: [],
  }
  if (query.state?.length) {
    where.sql.push(`s.state = any(?)`)
    where.params.push(query.state)
  }
  // Days are Paris days: 2026-11-25 runs from its midnight in Paris to the next.
  if (query.from) {
    where.sql.push(`o.created_at >= (?::date)::timestamp at time zone 'Europe/Paris'`)
    where.params.push(query.from)
  }
  if (query.to) {
    where.sql.push(`o.created_at < ((?::date + 1)::timestamp at time zone 'Europe/Paris')`)
    where.params.push(query.to)
  }
  if (query.customer) {
    where.sql.push(query.customer === "pro" ? IS_PRO : `not ${IS_PRO}`)
    where.params.push(PRO_CUSTOMER_GROUP)
  }
  const q = query.q?.trim()
  if (q) {
    const term = likeTerm(q)
    where.sql.push(`(o.metadata->>'orderNumber' ilike ? or o.email ilike ? or concat_ws(' ', ba.first_name, ba.last_name) ilike ?
       or concat_ws(' ', ba.last_name, ba.first_name) ilike ? or ba.company ilike ?)`)
    where.params.push(term, term, term, term, term)
  }
  if (query.late) {
    where.sql.push(`s.state = any(?) and ${PAID_AT} < ?`)
    where.params.push([...LATE_ORDER_STATES], lateCutoff(now))
  }
  return where
}

const FROM = `from "order" o
  left join order_state s on s.order_id = o.id and s.deleted_at is null
  left join order_address ba on ba.id = o.billing_address_id`

type IdRow = { id: string; paid_at: Date | null }

export async function findOrderIds(
  scope: MedusaContainer,
  where: Where,
  page: { limit: number; offset: number } | null
): Promise<{ rows: IdRow[]; count: number }> {
  const pg = scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const clause = where.sql.join(" and ")
  const paging = page ? ` limit ${Number(page.limit)} offset ${Number(page.offset)}` : ""
  const found = await pg.raw(`select o.id, ${PAID_AT} as paid_at ${FROM} where ${clause} order by o.created_at desc, o.id desc${paging}`, where.params)
  const count = page ? (await pg.raw(`select count(*)::int as n ${FROM} where ${clause}`, where.params)).rows[0].n : found.rows.length
  return { rows: found.rows as IdRow[], count }
}

type SummaryRow = {
  id: string
  email?: string | null
  created_at?: string | Date | null
  metadata?: Record<string, unknown> | null
  item_total?: unknown
  shipping_total?: unknown
  tax_total?: unknown
  items?: ({ total?: unknown } | null)[] | null
  billing_address?: { first_name?: string | null; last_name?: string | null; company?: string | null } | null
  customer?: { groups?: ({ name?: string | null } | null)[] | null } | null
  order_state?: { state?: string | null } | null
}

export const SUMMARY_FIELDS = [
  "id",
  "email",
  "created_at",
  "metadata",
  "item_total",
  "shipping_total",
  "tax_total",
  "items.total",
  "billing_address.first_name",
  "billing_address.last_name",
  "billing_address.company",
  "customer.groups.name",
  "order_state.state",
]

function iso(value: string | Date | null | undefined): string {
  if (!value) return ""
  return (value instanceof Date ? value : new Date(value)).toISOString()
}

export function stateOfRow(row: { order_state?: { state?: string | null } | null }): OrderState {
  const state = row.order_state?.state
  return isOrderState(state) ? state : orderStateMachine.initial
}

export function toSummary(row: SummaryRow, paidAt: Date | string | null, now: Date): ApiAdminOrderSummary {
  const state = stateOfRow(row)
  const billing = row.billing_address
  const name = [billing?.first_name, billing?.last_name].filter(Boolean).join(" ").trim()
  const paid = paidAt ? iso(paidAt) : null
  return {
    id: row.id,
    orderNumber: typeof row.metadata?.orderNumber === "string" ? row.metadata.orderNumber : "",
    state,
    stateLabel: ORDER_STATE_LABELS[state],
    createdAt: iso(row.created_at),
    paidAt: paid,
    late: isLateOrder({ state, paidAt: paid }, now),
    customer: {
      name: name || billing?.company || "",
      email: row.email ?? "",
      isPro: (row.customer?.groups ?? []).some((group) => group?.name === PRO_CUSTOMER_GROUP),
    },
    total: orderAmounts(row as never).ttc,
  }
}

/** Reads these orders through Query, in the order of `ids`. */
export async function readSummaries(scope: MedusaContainer, rows: IdRow[], now: Date): Promise<ApiAdminOrderSummary[]> {
  if (!rows.length) return []
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields: SUMMARY_FIELDS, filters: { id: rows.map((row) => row.id) } })
  const byId = new Map((data as SummaryRow[]).map((row) => [row.id, row]))
  return rows.flatMap((row) => {
    const order = byId.get(row.id)
    return order ? [toSummary(order, row.paid_at, now)] : []
  })
}

export async function listOrders(scope: MedusaContainer, query: AdminOrderListQuery, now = new Date()): Promise<ApiAdminOrderList> {
  const { page, ...filters } = query
  const found = await findOrderIds(scope, listWhere(filters, now), { limit: ADMIN_ORDERS_PAGE_SIZE, offset: (page - 1) * ADMIN_ORDERS_PAGE_SIZE })
  return {
    orders: await readSummaries(scope, found.rows, now),
    page,
    pageSize: ADMIN_ORDERS_PAGE_SIZE,
    count: found.count,
    lateAfterWorkingDays: LATE_ORDER_WORKING_DAYS,
  }
}
