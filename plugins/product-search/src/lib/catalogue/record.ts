/**
 * The slice of a Medusa product that the catalogue read asks of `query.graph` (`CATALOGUE_FIELDS`),
 * typed loosely on purpose: the mappings check every value instead of trusting the graph's shapes.
 */
export type ProductRecord = {
  id: string
  handle: string
  title: string
  subtitle?: string | null
  description?: string | null
  thumbnail?: string | null
  status?: string | null
  weight?: number | string | null
  length?: number | string | null
  height?: number | string | null
  width?: number | string | null
  metadata?: Record<string, unknown> | null
  images?: ({ url: string; rank?: number | null } | null)[] | null
  categories?: ({ id: string; name: string; handle: string; metadata?: Record<string, unknown> | null } | null)[] | null
  sales_channels?: ({ id: string } | null)[] | null
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
