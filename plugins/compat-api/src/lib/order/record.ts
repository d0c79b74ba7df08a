import type { Amount, CartLineRecord } from "../cart/record"

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
  items?: ((CartLineRecord & { variant_sku?: string | null }) | null)[] | null
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
  "items.total",
  "items.variant_id",
  "items.variant.ean",
  "items.tax_lines.rate",
  ...["shipping_address", "billing_address"].flatMap((address) =>
    ["first_name", "last_name", "company", "address_1", "address_2", "postal_code", "city", "country_code"].map(
      (field) => `${address}.${field}`
    )
  ),
]

/** The shop's keys in Medusa's order metadata (the e-mail module reads the same). */
export const ORDER_NUMBER_KEY = "orderNumber"
export const ORDER_SECURITY_KEY = "security"

export function orderNumberOf(order: Pick<OrderRecord, "metadata">): string | null {
  const value = order.metadata?.[ORDER_NUMBER_KEY]
  return typeof value === "string" ? value : null
}

export function securityOf(order: Pick<OrderRecord, "metadata">): string | null {
  const value = order.metadata?.[ORDER_SECURITY_KEY]
  return typeof value === "string" ? value : null
}
