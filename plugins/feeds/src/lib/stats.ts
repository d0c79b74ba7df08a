import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { ApiProductSales, ApiSales, ApiSalesPeriod, ApiVisits } from "@shop/shared"
import { centsFromSql, fillDays } from "./stats-range"

/**
 * The sales figures, read with SQL from Medusa's order tables and the shop's order states (docs/adr/011). A sale is
 * an order whose shop state is PAYED, READY, SENT or DELIVERED (paid and not cancelled); its day is its creation
 * day in Paris time. Amounts are summed as SQL numerics and rounded once to integer cents: no float arithmetic.
 */
export const SOLD_STATES = ["PAYED", "READY", "SENT", "DELIVERED"] as const

const pg = (scope: MedusaContainer) => scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)

const PARIS_DAY = `(o.created_at at time zone 'Europe/Paris')::date`
const SOLD = `o.deleted_at is null and exists (select 1 from order_state s where s.order_id = o.id and s.deleted_at is null and s.state in ('PAYED','READY','SENT','DELIVERED'))`
/** The order's total TTC at its current version, in cents. */
const ORDER_TOTAL_CENTS = `(select round((sm.totals->>'current_order_total')::numeric * 100) from order_summary sm
  where sm.order_id = o.id and sm.version = o.version and sm.deleted_at is null limit 1)`

/** Units and amount TTC of each product sold in the period (order lines of the current order version). */
export async function productSales(scope: MedusaContainer, start: string, end: string, limit: number | null): Promise<ApiProductSales[]> {
  const { rows } = await pg(scope).raw(
    `select li.product_id, max(pv.ean) as ean, max(coalesce(li.product_title, li.title)) as title,
            sum(oi.quantity)::bigint as quantity, round(sum(li.unit_price * oi.quantity) * 100)::bigint as revenue
       from "order" o
       join order_item oi on oi.order_id = o.id and oi.version = o.version and oi.deleted_at is null
       join order_line_item li on li.id = oi.item_id
       left join product_variant pv on pv.id = li.variant_id
      where ${SOLD} and ${PARIS_DAY} between ?::date and ?::date
      group by li.product_id
      order by quantity desc, revenue desc, title
      ${limit ? `limit ${Number(limit)}` : ""}`,
    [start, end]
  )
  return (rows as { product_id: string | null; ean: string | null; title: string; quantity: string; revenue: string }[]).map((r) => ({
    productId: r.product_id,
    ean: r.ean,
    title: r.title,
    quantity: Number(r.quantity),
    revenueCents: centsFromSql(r.revenue),
  }))
}

/** Paid orders of the period and their totals TTC, day by day (days without a sale as zero). */
export async function salesBetween(scope: MedusaContainer, start: string, end: string): Promise<ApiSales> {
  const { rows } = await pg(scope).raw(
    `select to_char(${PARIS_DAY}, 'YYYY-MM-DD') as day, count(*)::int as orders, coalesce(sum(${ORDER_TOTAL_CENTS}), 0)::bigint as revenue
       from "order" o where ${SOLD} and ${PARIS_DAY} between ?::date and ?::date group by 1`,
    [start, end]
  )
  const days = fillDays(
    start,
    end,
    (rows as { day: string; orders: number; revenue: string }[]).map((r) => ({ day: r.day, orders: r.orders, revenueCents: centsFromSql(r.revenue) })),
    (day) => ({ day, orders: 0, revenueCents: 0 })
  )
  const orders = days.reduce((sum, d) => sum + d.orders, 0)
  const revenueCents = days.reduce((sum, d) => sum + d.revenueCents, 0)
  return { start, end, orders, revenueCents, averageCents: orders ? Math.round(revenueCents / orders) : 0, days }
}

/** Paid orders and totals per period: 'YYYY-MM' for the last 12 months (`monthly`), 'YYYY' for every year (`history`). */
export async function salesPer(scope: MedusaContainer, unit: "month" | "year", since: string | null): Promise<ApiSalesPeriod[]> {
  const format = unit === "month" ? "YYYY-MM" : "YYYY"
  const { rows } = await pg(scope).raw(
    `select to_char(${PARIS_DAY}, '${format}') as period, count(*)::int as orders, coalesce(sum(${ORDER_TOTAL_CENTS}), 0)::bigint as revenue
       from "order" o where ${SOLD} ${since ? `and ${PARIS_DAY} >= ?::date` : ""} group by 1 order by 1`,
    since ? [since] : []
  )
  return (rows as { period: string; orders: number; revenue: string }[]).map((r) => ({ period: r.period, orders: r.orders, revenueCents: centsFromSql(r.revenue) }))
}

/** Consented page views of the period, day by day, and the 10 most seen pages. */
export async function visitsBetween(scope: MedusaContainer, start: string, end: string): Promise<ApiVisits> {
  const day = `(v.created_at at time zone 'Europe/Paris')::date`
  const where = `v.deleted_at is null and ${day} between ?::date and ?::date`
  const byDay = await pg(scope).raw(`select to_char(${day}, 'YYYY-MM-DD') as day, count(*)::int as views from page_view v where ${where} group by 1`, [start, end])
  const byPage = await pg(scope).raw(
    `select v.path, count(*)::int as views from page_view v where ${where} group by 1 order by 2 desc, 1 limit 10`,
    [start, end]
  )
  const days = fillDays(start, end, byDay.rows as { day: string; views: number }[], (d) => ({ day: d, views: 0 }))
  return { start, end, views: days.reduce((sum, d) => sum + d.views, 0), days, pages: byPage.rows as { path: string; views: number }[] }
}
