import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { cents } from "@shop/compat-api/lib/cart/map"
import { toApiOrderDetail } from "@shop/checkout/lib/order/map"
import { orderAmounts } from "@shop/checkout/lib/order/amounts"
import { ORDER_DETAIL_FIELDS, type OrderRecord } from "@shop/checkout/lib/order/record"
import { ORDER_STATE_LABELS, type OrderState } from "@shop/order-states"
import { API_ORDER_STATES, PRO_CUSTOMER_GROUP } from "@shop/shared"
import { ordersCsv, type CsvOrder } from "./csv-export"
import { findOrderIds, listWhere, stateOfRow } from "./list"

/** Orders still in checkout (never paid) are no sales: every other state is exported, cancelled ones included. */
const EXPORTED_STATES = API_ORDER_STATES.filter((state) => state !== "CHECK_OUT") as OrderState[]
const CHUNK = 200

type ExportRow = OrderRecord & {
  customer?: { groups?: ({ name?: string | null } | null)[] | null } | null
  payment_collections?: ({ payments?: ({ refunds?: ({ amount?: unknown } | null)[] | null } | null)[] | null } | null)[] | null
}

function toCsvOrder(row: ExportRow): CsvOrder {
  const state = stateOfRow(row)
  const detail = toApiOrderDetail(row, [], "")
  const amounts = orderAmounts(row)
  const billing = row.billing_address
  const refunded = (row.payment_collections ?? [])
    .flatMap((collection) => collection?.payments ?? [])
    .flatMap((payment) => payment?.refunds ?? [])
    .reduce((sum, refund) => sum + (refund ? cents(refund.amount as never) : 0), 0)
  return {
    orderNumber: detail.orderNumber,
    createdAt: detail.createdAt,
    stateLabel: ORDER_STATE_LABELS[state],
    customerName: [billing?.first_name, billing?.last_name].filter(Boolean).join(" ") || billing?.company || "",
    email: row.email ?? "",
    isPro: (row.customer?.groups ?? []).some((group) => group?.name === PRO_CUSTOMER_GROUP),
    lines: detail.products.map((line) => ({ ean: line.ean, designation: line.designation, quantity: line.quantity, unitPrice: line.price.ttc, total: line.total })),
    delivery: amounts.delivery,
    total: amounts.ttc,
    vat: amounts.vat,
    refunded,
  }
}

/** `GET /api/order/download`: the orders created from `start` to `end` (Paris days, inclusive), oldest first. */
export async function ordersCsvBetween(scope: MedusaContainer, start: string, end: string): Promise<string> {
  const { rows } = await findOrderIds(scope, listWhere({ from: start, to: end, state: EXPORTED_STATES, late: false }, new Date()), null)
  const ids = rows.map((row) => row.id).reverse()
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const orders: CsvOrder[] = []
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK)
    const { data } = await query.graph({
      entity: "order",
      fields: [...ORDER_DETAIL_FIELDS, "customer.groups.name", "payment_collections.payments.refunds.amount"],
      filters: { id: chunk },
    })
    const byId = new Map((data as ExportRow[]).map((row) => [row.id, row]))
    for (const id of chunk) {
      const row = byId.get(id)
      if (row) orders.push(toCsvOrder(row))
    }
  }
  return ordersCsv(orders)
}
