import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, getVariantAvailability, ProductStatus, QueryContext } from "@medusajs/framework/utils"
import type { StorefrontContext } from "./context"
import type { ProductRecord } from "./record"

/**
 * Every field the storefront shows of a product, for the product page and the search index alike:
 * one list, so a field added for one is there for the other.
 */
export const CATALOGUE_FIELDS = [
  "id",
  "handle",
  "title",
  "subtitle",
  "description",
  "thumbnail",
  "status",
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

/** A logged-in buyer whose groups may have their own prices (the pro price list): every group they are in. */
export type CatalogueBuyer = { customerId: string; groupIds: string[] }

/**
 * Medusa's pricing context for a catalogue read: the region, and for a buyer their groups, which is
 * what a price list's `customer.groups.id` rule matches ("Tarif professionnel").
 */
export function pricingContext(region: { regionId: string; currencyCode: string }, buyer: CatalogueBuyer | null): Record<string, unknown> {
  return {
    region_id: region.regionId,
    currency_code: region.currencyCode,
    ...(buyer ? { customer: { id: buyer.customerId, groups: buyer.groupIds.map((id) => ({ id })) } } : {}),
  }
}

export type CatalogueRead = {
  filters: Record<string, unknown>
  /** pages in id order (stable while rows are added) */
  pagination?: { skip: number; take: number }
  buyer?: CatalogueBuyer | null
}

/** Products with the catalogue's fields, priced for the storefront's region (and the buyer's groups). */
export async function readCatalogueProducts(scope: MedusaContainer, context: StorefrontContext, read: CatalogueRead): Promise<ProductRecord[]> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product",
    fields: CATALOGUE_FIELDS,
    filters: read.filters,
    pagination: read.pagination ? { ...read.pagination, order: { id: "ASC" } } : undefined,
    context: { variants: { calculated_price: QueryContext(pricingContext(context, read.buyer ?? null)) } },
  })
  return data as ProductRecord[]
}

/** Whether the storefront may sell the product: published and in its sales channel. */
export function isSoldInStorefront(record: ProductRecord, context: StorefrontContext): boolean {
  return (
    record.status === ProductStatus.PUBLISHED &&
    (record.sales_channels ?? []).some((channel) => channel?.id === context.salesChannelId)
  )
}

/** Sellable stock of each variant in the storefront's channel (null when its stock is not tracked). */
export async function channelAvailability(
  scope: MedusaContainer,
  variantIds: string[],
  context: StorefrontContext
): Promise<Record<string, number | null>> {
  if (!variantIds.length) return {}
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const computed = await getVariantAvailability(query, { variant_ids: variantIds, sales_channel_id: context.salesChannelId })
  return Object.fromEntries(Object.entries(computed).map(([id, entry]) => [id, entry.availability]))
}

export type FoundProduct = { record: ProductRecord; availability: Record<string, number | null> }

/**
 * A product the storefront sells, by its slug (Medusa handle), priced for the region and, for a buyer,
 * with the prices of their groups, with the channel's stock of each variant. Null when it is not sold.
 */
export async function findStorefrontProduct(
  scope: MedusaContainer,
  slug: string,
  context: StorefrontContext,
  buyer: CatalogueBuyer | null = null
): Promise<FoundProduct | null> {
  const [record] = await readCatalogueProducts(scope, context, { filters: { handle: slug, status: ProductStatus.PUBLISHED }, buyer })
  if (!record || !isSoldInStorefront(record, context)) return null
  const variantIds = (record.variants ?? []).flatMap((variant) => (variant ? [variant.id] : []))
  return { record, availability: await channelAvailability(scope, variantIds, context) }
}
