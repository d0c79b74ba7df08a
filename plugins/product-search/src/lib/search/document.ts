import { categoryTrail, flattenCategoryTree } from "@shop/shared"
import { productCategory } from "../catalogue/category"
import { toApiPrice } from "../catalogue/price"
import type { ProductRecord } from "../catalogue/record"
import { normalizeText } from "./normalize"

/** One row of the `product_search` table (the module's model, without its generated tsvector). */
export type SearchDocument = {
  id: string
  handle: string
  variant_id: string
  ean: string | null
  title: string
  brand: string | null
  image: string | null
  category_path: string | null
  category_name: string | null
  /** the category and its ancestors, so a filter on 'radiateurs' finds 'radiateurs/inertie/fonte' */
  category_paths: string[]
  /** second level of the tree (the pro store's `type`): 'inertie', 'soufflants'... */
  product_type: string | null
  menu_position: number
  power_w: number | null
  price_ttc: number
  price_ht: number
  stock_available: number | null
  best_seller: boolean
  best_seller_rank: number | null
  title_normalized: string
  keywords_normalized: string
  body_normalized: string
}

const MENU_ORDER = new Map(flattenCategoryTree().map((entry, index) => [entry.path, index]))
const UNFILED = 9_999

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null
}

function positiveInteger(value: unknown): number | null {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value
  return typeof n === "number" && Number.isFinite(n) && n > 0 ? Math.round(n) : null
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []
}

function firstImage(record: ProductRecord): string | null {
  const images = (record.images ?? [])
    .filter((image): image is { url: string; rank?: number | null } => !!image && typeof image.url === "string")
    .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0))
  return images[0]?.url ?? text(record.thumbnail)
}

/**
 * A Medusa product -> its search row. Null when it cannot be sold in the storefront (no variant or no
 * price in the region): such a product never appears in a list.
 * `available` is the first variant's sellable stock in the channel, null when its stock is not tracked.
 */
export function toSearchDocument(record: ProductRecord, available: number | null | undefined, taxRatePercent: number): SearchDocument | null {
  const variant = (record.variants ?? []).find((v) => !!v) ?? null
  if (!variant) return null
  const price = toApiPrice(variant.calculated_price, taxRatePercent)
  if (!price) return null
  const metadata = record.metadata ?? {}
  const category = productCategory(record)
  const trail = category ? categoryTrail(category.path) : []
  const brand = text(metadata.brand)
  const tracked = variant.manage_inventory !== false
  const stock = tracked ? Math.max(0, Math.floor(available ?? 0)) : null
  return {
    id: record.id,
    handle: record.handle,
    variant_id: variant.id,
    ean: text(variant.ean),
    title: record.title,
    brand,
    image: firstImage(record),
    category_path: category?.path ?? null,
    category_name: category?.name ?? null,
    category_paths: trail.map((entry) => entry.path),
    product_type: trail[1]?.node.slug ?? null,
    menu_position: category ? MENU_ORDER.get(category.path) ?? UNFILED : UNFILED,
    power_w: positiveInteger(metadata.powerW),
    price_ttc: price.ttc,
    price_ht: price.ht,
    stock_available: stock,
    best_seller: metadata.bestSeller === true,
    best_seller_rank: positiveInteger(metadata.bestSellerRank),
    title_normalized: normalizeText(record.title),
    keywords_normalized: normalizeText([brand, ...trail.map((entry) => entry.node.name), record.subtitle, text(metadata.colour)].filter(Boolean).join(" ")),
    body_normalized: normalizeText([record.description, ...strings(metadata.features), variant.sku].filter(Boolean).join(" ")),
  }
}
