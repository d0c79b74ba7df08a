import type { MedusaContainer } from "@medusajs/framework/types"
import {
  ContainerRegistrationKeys,
  getVariantAvailability,
  ProductStatus,
  QueryContext,
} from "@medusajs/framework/utils"
import { STOREFRONT_REGION, STOREFRONT_SALES_CHANNEL } from "@shop/shared"
import { pricingContext, type ProBuyer } from "./pro"
import type { ProductRecord } from "./record"

export type StorefrontContext = {
  salesChannelId: string
  regionId: string
  currencyCode: string
  countryCode: string
  taxRatePercent: number
}

type TaxRegionRow = { parent_id?: string | null; tax_rates?: ({ rate?: number | string | null; is_default?: boolean } | null)[] | null }

const PRODUCT_FIELDS = [
  "id",
  "handle",
  "title",
  "subtitle",
  "description",
  "thumbnail",
  "weight",
  "length",
  "height",
  "width",
  "metadata",
  "images.url",
  "images.rank",
  "categories.id",
  "categories.name",
  "categories.handle",
  "categories.metadata",
  "sales_channels.id",
  "variants.id",
  "variants.sku",
  "variants.ean",
  "variants.manage_inventory",
  "variants.calculated_price.*",
]

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

export type FoundProduct = { record: ProductRecord; availability: Record<string, number | null> }

/**
 * A published product of the storefront's channel by its slug (Medusa handle), priced for the region
 * and, for a pro buyer, with the prices of their groups (the pro price list).
 */
export async function findStorefrontProduct(
  scope: MedusaContainer,
  slug: string,
  context: StorefrontContext,
  buyer: ProBuyer | null = null
): Promise<FoundProduct | null> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product",
    fields: PRODUCT_FIELDS,
    filters: { handle: slug, status: ProductStatus.PUBLISHED },
    context: {
      variants: {
        calculated_price: QueryContext(pricingContext(context, buyer)),
      },
    },
  })
  const product = data[0] as (ProductRecord & { sales_channels?: ({ id: string } | null)[] | null }) | undefined
  if (!product) return null
  const inChannel = (product.sales_channels ?? []).some((channel) => channel?.id === context.salesChannelId)
  if (!inChannel) return null

  const variantIds = (product.variants ?? []).flatMap((variant) => (variant ? [variant.id] : []))
  const availability: Record<string, number | null> = {}
  if (variantIds.length) {
    const computed = await getVariantAvailability(query, {
      variant_ids: variantIds,
      sales_channel_id: context.salesChannelId,
    })
    for (const [variantId, entry] of Object.entries(computed)) availability[variantId] = entry.availability
  }
  return { record: product, availability }
}
