import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { STOREFRONT_REGION, STOREFRONT_SALES_CHANNEL } from "@shop/shared"

/** Where the storefront sells: its sales channel, its region (currency) and that region's default VAT. */
export type StorefrontContext = {
  salesChannelId: string
  regionId: string
  currencyCode: string
  countryCode: string
  taxRatePercent: number
}

type TaxRegionRow = { parent_id?: string | null; tax_rates?: ({ rate?: number | string | null; is_default?: boolean } | null)[] | null }

/**
 * The storefront's sales channel, its region and that region's default VAT rate, all found by the
 * names the seed gives them. Null when the shop is not seeded yet.
 */
export async function loadStorefrontContext(scope: MedusaContainer): Promise<StorefrontContext | null> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const [{ data: channels }, { data: regions }] = await Promise.all([
    query.graph({ entity: "sales_channel", fields: ["id"], filters: { name: STOREFRONT_SALES_CHANNEL } }),
    query.graph({ entity: "region", fields: ["id", "currency_code"], filters: { name: STOREFRONT_REGION } }),
  ])
  const channel = channels[0]
  const region = regions[0]
  if (!channel || !region) return null
  const countryCode = "fr"
  const { data: taxRegions } = await query.graph({
    entity: "tax_region",
    fields: ["id", "parent_id", "tax_rates.rate", "tax_rates.is_default"],
    filters: { country_code: countryCode },
  })
  const countryRegion = (taxRegions as TaxRegionRow[]).find((taxRegion) => !taxRegion.parent_id)
  const defaultRate = (countryRegion?.tax_rates ?? []).find((rate) => rate?.is_default)?.rate
  return {
    salesChannelId: channel.id,
    regionId: region.id,
    currencyCode: region.currency_code,
    countryCode,
    taxRatePercent: typeof defaultRate === "number" ? defaultRate : Number(defaultRate ?? 0),
  }
}
