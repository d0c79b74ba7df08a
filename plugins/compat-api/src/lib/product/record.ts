/**
 * The slice of a Medusa product that GET /api/product/{slug} reads (fields asked of `query.graph`),
 * typed loosely on purpose: the mapping checks every value instead of trusting the graph's shapes.
 */
export type ProductRecord = {
  id: string
  handle: string
  title: string
  subtitle?: string | null
  description?: string | null
  thumbnail?: string | null
  weight?: number | string | null
  length?: number | string | null
  height?: number | string | null
  width?: number | string | null
  metadata?: Record<string, unknown> | null
  images?: ({ url: string; rank?: number | null } | null)[] | null
  categories?: ({ id: string; name: string; handle: string; metadata?: Record<string, unknown> | null } | null)[] | null
  variants?: (VariantRecord | null)[] | null
}

export type VariantRecord = {
  id: string
  sku?: string | null
  ean?: string | null
  manage_inventory?: boolean | null
  calculated_price?: CalculatedPrice | null
}

export type CalculatedPrice = {
  calculated_amount?: number | string | null
  raw_calculated_amount?: { value?: string | number } | null
  is_calculated_price_tax_inclusive?: boolean | null
  currency_code?: string | null
}

/** What the lookup knows besides the product: the channel's stock and the region's VAT. */
export type ProductContext = {
  /** available units per variant id in the storefront's channel; null when not tracked */
  availability: Record<string, number | null | undefined>
  taxRatePercent: number
  pro: boolean
}
