/**
 * The slice of a Medusa cart that the section-3 answer reads (fields asked of `query.graph`), typed
 * loosely: the mapping checks every value. Amounts are Medusa's major units (number or decimal text).
 */
export type Amount = number | string | BigNumberLike | null | undefined

/** Medusa's BigNumber as `query.graph` returns computed totals: exact text in `raw.value`, float in `numeric`. */
export type BigNumberLike = { raw?: { value?: string | number } | null; numeric?: number }

export type CartLineRecord = {
  id: string
  title?: string | null
  product_title?: string | null
  thumbnail?: string | null
  quantity?: Amount
  unit_price?: Amount
  is_tax_inclusive?: boolean | null
  variant_id?: string | null
  variant?: { ean?: string | null; manage_inventory?: boolean | null } | null
  tax_lines?: ({ rate?: Amount } | null)[] | null
  adjustments?: ({ code?: string | null; amount?: Amount } | null)[] | null
  total?: Amount
  tax_total?: Amount
  discount_total?: Amount
  discount_tax_total?: Amount
}

export type CartRecord = {
  id: string
  completed_at?: string | Date | null
  customer_id?: string | null
  customer?: { groups?: ({ name?: string | null } | null)[] | null } | null
  shipping_methods?: ({ id: string } | null)[] | null
  items?: (CartLineRecord | null)[] | null
  item_total?: Amount
  item_tax_total?: Amount
  shipping_total?: Amount
  shipping_tax_total?: Amount
  total?: Amount
  tax_total?: Amount
}

export const CART_FIELDS = [
  "id",
  "completed_at",
  "customer_id",
  "customer.groups.name",
  "shipping_methods.id",
  "item_total",
  "item_tax_total",
  "shipping_total",
  "shipping_tax_total",
  "total",
  "tax_total",
  "items.id",
  "items.title",
  "items.product_title",
  "items.thumbnail",
  "items.quantity",
  "items.unit_price",
  "items.is_tax_inclusive",
  "items.variant_id",
  "items.variant.ean",
  "items.variant.manage_inventory",
  "items.tax_lines.rate",
  "items.adjustments.code",
  "items.adjustments.amount",
  "items.total",
  "items.tax_total",
  "items.discount_total",
  "items.discount_tax_total",
]
