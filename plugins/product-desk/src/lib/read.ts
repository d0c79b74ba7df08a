import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { flattenCategoryTree, categoryHandle, majorToCents, PRODUCT_PAGE_SIZE, type ApiAdminProduct, type ApiAdminProductList } from "@shop/shared"

/**
 * What the desk reads of a product: texts, status, images, the deepest category, the one variant's EAN, SKU, its
 * own EUR price (not a price list's: the pro price list is derived from it) and its stock in the warehouse.
 */
export const DESK_FIELDS = [
  "id",
  "handle",
  "status",
  "title",
  "subtitle",
  "description",
  "metadata",
  "updated_at",
  "images.url",
  "images.rank",
  "categories.handle",
  "variants.id",
  "variants.ean",
  "variants.sku",
  "variants.prices.amount",
  "variants.prices.currency_code",
  "variants.prices.price_list_id",
  "variants.prices.min_quantity",
  "variants.inventory_items.inventory_item_id",
  "variants.inventory_items.inventory.location_levels.location_id",
  "variants.inventory_items.inventory.location_levels.stocked_quantity",
]

type Level = { location_id?: string | null; stocked_quantity?: number | string | null } | null
export type DeskVariant = {
  id: string
  ean?: string | null
  sku?: string | null
  prices?: ({ amount?: number | string | null; currency_code?: string | null; price_list_id?: string | null; min_quantity?: number | null } | null)[] | null
  inventory_items?: ({ inventory_item_id?: string | null; inventory?: { location_levels?: Level[] | null } | null } | null)[] | null
}
export type DeskProductRecord = {
  id: string
  handle: string
  status?: string | null
  title: string
  subtitle?: string | null
  description?: string | null
  metadata?: Record<string, unknown> | null
  updated_at?: Date | string | null
  images?: ({ url: string; rank?: number | null } | null)[] | null
  categories?: ({ handle: string } | null)[] | null
  variants?: (DeskVariant | null)[] | null
}

const PATH_BY_HANDLE = new Map(flattenCategoryTree().map((entry) => [categoryHandle(entry.path), entry]))

/** The deepest of the product's categories that the tree knows, as its path. */
export function categoryPathOf(record: DeskProductRecord): string | null {
  const known = (record.categories ?? []).map((c) => (c ? PATH_BY_HANDLE.get(c.handle) : undefined)).filter((c) => c !== undefined)
  known.sort((a, b) => b!.depth - a!.depth)
  return known[0]?.path ?? null
}

/** The variant's base EUR price (no price list, no quantity tier), in cents. */
export function basePriceCents(variant: DeskVariant | null | undefined): number | null {
  const price = (variant?.prices ?? []).find((p) => p && p.currency_code === "eur" && !p.price_list_id && !(p.min_quantity && p.min_quantity > 1))
  return price?.amount === undefined || price?.amount === null ? null : majorToCents(String(price.amount))
}

export function stockedUnits(variant: DeskVariant | null | undefined): number | null {
  const item = (variant?.inventory_items ?? [])[0]
  if (!item) return null
  return (item.inventory?.location_levels ?? []).reduce((sum, level) => sum + Number(level?.stocked_quantity ?? 0), 0)
}

export function toApiAdminProduct(record: DeskProductRecord): ApiAdminProduct {
  const variant = (record.variants ?? []).find(Boolean) ?? null
  const images = [...(record.images ?? [])].filter((i): i is { url: string; rank?: number | null } => Boolean(i?.url))
  images.sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0))
  const brand = record.metadata?.brand
  return {
    id: record.id,
    slug: record.handle,
    status: record.status === "published" ? "published" : "draft",
    ean: variant?.ean ?? null,
    sku: variant?.sku ?? null,
    title: record.title,
    subtitle: record.subtitle ?? null,
    description: record.description ?? null,
    brand: typeof brand === "string" && brand ? brand : null,
    category: categoryPathOf(record),
    priceCents: basePriceCents(variant),
    stock: stockedUnits(variant),
    images: images.map((i) => i.url),
    updatedAt: new Date(record.updated_at ?? 0).toISOString(),
  }
}

const query = (scope: MedusaContainer) => scope.resolve(ContainerRegistrationKeys.QUERY)

export async function readDeskProduct(scope: MedusaContainer, id: string): Promise<DeskProductRecord | null> {
  const { data } = await query(scope).graph({ entity: "product", fields: DESK_FIELDS, filters: { id } })
  return (data[0] as DeskProductRecord | undefined) ?? null
}

/** The live product whose variant carries this EAN (one product per EAN: the desk refuses a second). */
export async function productIdByEan(scope: MedusaContainer, ean: string): Promise<string | null> {
  const { data } = await query(scope).graph({ entity: "product_variant", fields: ["product_id"], filters: { ean } })
  return (data.find((v: { product_id?: string | null }) => v.product_id) as { product_id: string } | undefined)?.product_id ?? null
}

/**
 * The desk's list: drafts included, newest change first. An 8-14 digit search is an EAN (exact); any other text is
 * Medusa's product search (title, subtitle, handle, description…).
 */
export async function listDeskProducts(scope: MedusaContainer, q: string | undefined, page: number): Promise<ApiAdminProductList> {
  const filters: Record<string, unknown> = {}
  if (q && /^\d{8,14}$/.test(q)) {
    const id = await productIdByEan(scope, q)
    if (!id) return { products: [], total: 0, page, pageSize: PRODUCT_PAGE_SIZE }
    filters.id = id
  } else if (q) {
    filters.q = q
  }
  const { data, metadata } = await query(scope).graph({
    entity: "product",
    fields: DESK_FIELDS,
    filters,
    pagination: { skip: (page - 1) * PRODUCT_PAGE_SIZE, take: PRODUCT_PAGE_SIZE, order: { updated_at: "DESC" } },
  })
  return {
    products: (data as DeskProductRecord[]).map(toApiAdminProduct),
    total: metadata?.count ?? data.length,
    page,
    pageSize: PRODUCT_PAGE_SIZE,
  }
}
