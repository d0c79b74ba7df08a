import type { Amount, CartLineRecord } from "@shop/compat-api/lib/cart/record"

/** The slice of a Medusa order the /api answers read (fields of ORDER_FIELDS). */
export type OrderAddressRecord = Partial<
  Record<"first_name" | "last_name" | "company" | "address_1" | "address_2" | "postal_code" | "city" | "country_code", string | null>
>

export type OrderRecord = {
  id: string
  email?: string | null
  created_at?: string | Date | null
  customer_id?: string | null
  metadata?: Record<string, unknown> | null
  total?: Amount
  tax_total?: Amount
  item_total?: Amount
  shipping_total?: Amount
  items?: ((CartLineRecord & { variant_sku?: string | null; metadata?: Record<string, unknown> | null }) | null)[] | null
  shipping_address?: OrderAddressRecord | null
  billing_address?: OrderAddressRecord | null
  order_state?: { state?: string | null } | null
}

export const ORDER_SUMMARY_FIELDS = [
  "id",
  "email",
  "created_at",
  "customer_id",
  "metadata",
  "total",
  "tax_total",
  "item_total",
  "shipping_total",
  // Each line's total: the answer's amounts are sums of lines rounded once (lib/order/amounts.ts).
  "items.total",
  "order_state.state",
]

export const ORDER_DETAIL_FIELDS = [
  ...ORDER_SUMMARY_FIELDS,
  "items.id",
  "items.title",
  "items.product_title",
  "items.quantity",
  "items.unit_price",
  "items.is_tax_inclusive",
  "items.variant_id",
  "items.variant.ean",
  "items.tax_lines.rate",
  "items.metadata",
  ...["shipping_address", "billing_address"].flatMap((address) =>
    ["first_name", "last_name", "company", "address_1", "address_2", "postal_code", "city", "country_code"].map(
      (field) => `${address}.${field}`
    )
  ),
]

/**
 * The shop's keys in Medusa's order metadata, written with the order by the checkout (copied from the cart's
 * metadata by Medusa's cart completion, so an order never exists without them). The secret itself is never stored:
 * its nonce and its SHA-256 are (lib/order/secret.ts).
 */
export const ORDER_NUMBER_KEY = "orderNumber"
export const ORDER_SECRET_NONCE_KEY = "securityNonce"
export const ORDER_SECRET_HASH_KEY = "securityHash"

export function orderNumberOf(order: Pick<OrderRecord, "metadata">): string | null {
  const value = order.metadata?.[ORDER_NUMBER_KEY]
  return typeof value === "string" ? value : null
}

export function secretRecordOf(order: Pick<OrderRecord, "metadata">): { nonce: string; hash: string } | null {
  const nonce = order.metadata?.[ORDER_SECRET_NONCE_KEY]
  const hash = order.metadata?.[ORDER_SECRET_HASH_KEY]
  return typeof nonce === "string" && typeof hash === "string" ? { nonce, hash } : null
}

/** The IP that submitted the order (the per-IP cap on unpaid orders counts it; copied like the number). */
export const ORDER_CLIENT_IP_KEY = "clientIp"

export function clientIpOf(order: Pick<OrderRecord, "metadata">): string | null {
  const value = order.metadata?.[ORDER_CLIENT_IP_KEY]
  return typeof value === "string" && value ? value : null
}
