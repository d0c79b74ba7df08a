import { ORDER_STATE_LABELS, isOrderState, orderStateMachine, type OrderState } from "@shop/order-states"
import { QUOTE_REF_METADATA_KEY, type ApiOrder, type ApiOrderAddress, type ApiOrderDetail, type ApiOrderLine } from "@shop/shared"
import { cents, lineUnitPrice } from "@shop/compat-api/lib/cart/map"
import { orderAmounts } from "./amounts"
import { orderNumberOf, type OrderAddressRecord, type OrderRecord } from "./record"

/** France's standard rate, for a line Medusa computed no tax line for. */
const FALLBACK_VAT_RATE = 20

function iso(value: string | Date | null | undefined): string {
  if (!value) return ""
  return (value instanceof Date ? value : new Date(value)).toISOString()
}

/** An order that never entered the state machine is still being checked out. */
export function stateOf(order: Pick<OrderRecord, "order_state">): OrderState {
  const state = order.order_state?.state
  return isOrderState(state) ? state : orderStateMachine.initial
}

/**
 * The order as checkout and payment answer it; amounts in integer cents. `security` is given only to whoever may
 * hold it (the session that made the order, a caller that presented it); empty otherwise.
 */
export function toApiOrder(order: OrderRecord, security = ""): ApiOrder {
  const state = stateOf(order)
  const amounts = orderAmounts(order)
  return {
    orderNumber: orderNumberOf(order) ?? "",
    security,
    state,
    stateLabel: ORDER_STATE_LABELS[state],
    email: order.email ?? "",
    createdAt: iso(order.created_at),
    total: {
      articles: amounts.articles,
      delivery: amounts.delivery,
      net: { ht: amounts.ht, ttc: amounts.ttc, vat: amounts.vat },
    },
  }
}

/**
 * What the order lookup and a card return seen by another session may show (issue 11 item 6): state, date and
 * totals; never the secret, the number or the e-mail (the lookup's caller typed the number: it is given back).
 */
export function toOrderLookupAnswer(order: OrderRecord, typedNumber = ""): ApiOrder {
  return { ...toApiOrder(order), orderNumber: typedNumber, email: "", security: "" }
}

function toApiAddress(address: OrderAddressRecord | null | undefined): ApiOrderAddress | null {
  if (!address || !address.address_1) return null
  return {
    name: [address.first_name, address.last_name].filter(Boolean).join(" "),
    company: address.company ?? "",
    address: address.address_1 ?? "",
    addressExtra: address.address_2 ?? "",
    zipCode: address.postal_code ?? "",
    locality: address.city ?? "",
    countryCode: (address.country_code ?? "").toUpperCase(),
  }
}

export type HistoryRecord = { to: string; created_at: string | Date }

/** The quote an order was placed from: the order's own key (written once placed), else its quoted lines'. */
export function quoteRefOf(order: Pick<OrderRecord, "metadata" | "items">): string | null {
  const candidates = [order.metadata?.[QUOTE_REF_METADATA_KEY], ...(order.items ?? []).map((line) => line?.metadata?.[QUOTE_REF_METADATA_KEY])]
  const ref = candidates.find((value) => typeof value === "string" && value !== "")
  return typeof ref === "string" ? ref : null
}

export function toApiOrderDetail(order: OrderRecord, history: HistoryRecord[], security = ""): ApiOrderDetail {
  const quoteRef = quoteRefOf(order)
  const products: ApiOrderLine[] = (order.items ?? []).flatMap((line) => {
    if (!line) return []
    const quantity = Math.max(0, Math.trunc(Number(line.quantity ?? 0)))
    return [
      {
        ean: line.variant?.ean ?? null,
        designation: line.product_title || line.title || "",
        quantity,
        price: lineUnitPrice(line, FALLBACK_VAT_RATE),
        total: cents(line.total),
      },
    ]
  })
  return {
    ...toApiOrder(order, security),
    products,
    billing: toApiAddress(order.billing_address),
    delivery: toApiAddress(order.shipping_address),
    history: history
      .filter((line) => isOrderState(line.to))
      .map((line) => ({ state: line.to as OrderState, stateLabel: ORDER_STATE_LABELS[line.to as OrderState], at: iso(line.created_at) })),
    ...(quoteRef ? { quoteRef } : {}),
  }
}
