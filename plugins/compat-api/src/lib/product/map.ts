import { categoryHandle, categoryMenuTag, findCategory, flattenCategoryTree, type ApiProduct, type ApiProductCategory } from "@shop/shared"
import { toApiPrice } from "./price"
import type { ProductContext, ProductRecord } from "./record"
import { toApiStock } from "./stock"

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null
}

/** Integers stored as float columns or metadata ("1000", 1000.0) -> 1000; anything else -> null. */
function integer(value: unknown): number | null {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value
  return typeof n === "number" && Number.isFinite(n) ? Math.round(n) : null
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string" && item !== "") : []
}

/**
 * The product's place in the tree. A product may sit in several categories (a parent and its leaf):
 * the deepest known path wins, so the breadcrumb is the most precise one.
 */
export function productCategory(record: ProductRecord): ApiProductCategory | null {
  const byHandle = new Map(flattenCategoryTree().map((entry) => [categoryHandle(entry.path), entry.path]))
  let best: { path: string; name: string; depth: number } | null = null
  for (const category of record.categories ?? []) {
    if (!category) continue
    const path = text(category.metadata?.path) ?? byHandle.get(category.handle) ?? null
    if (!path) continue
    const depth = findCategory(path)?.depth ?? path.split("/").length - 1
    if (!best || depth > best.depth) best = { path, name: category.name, depth }
  }
  return best ? { path: best.path, name: best.name, tag: categoryMenuTag(best.path) ?? null } : null
}

function imageUrls(record: ProductRecord): string[] {
  const images = (record.images ?? [])
    .filter((image): image is { url: string; rank?: number | null } => !!image && typeof image.url === "string")
    .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0))
    .map((image) => image.url)
  if (images.length === 0 && record.thumbnail) return [record.thumbnail]
  return images
}

/**
 * A Medusa product -> the spec's product shape (section 3, amounts in cents). Returns null when
 * the product cannot be sold in the storefront (no variant, or no price in its region).
 */
export function toApiProduct(record: ProductRecord, context: ProductContext): ApiProduct | null {
  const variant = (record.variants ?? []).find((v) => !!v) ?? null
  if (!variant) return null
  const price = toApiPrice(variant.calculated_price, context.taxRatePercent)
  if (!price) return null
  const metadata = record.metadata ?? {}
  return {
    id: record.id,
    slug: record.handle,
    ean: text(variant.ean),
    designation: record.title,
    subtitle: text(record.subtitle),
    description: text(record.description),
    brand: text(metadata.brand),
    category: productCategory(record),
    images: imageUrls(record),
    price,
    pro: context.pro,
    stock: toApiStock(context.availability[variant.id], variant.manage_inventory !== false),
    attributes: {
      powerW: integer(metadata.powerW),
      widthMm: integer(record.width),
      heightMm: integer(record.height),
      depthMm: integer(record.length),
      weightG: integer(record.weight),
      colour: text(metadata.colour),
    },
    features: strings(metadata.features),
    bestSeller: metadata.bestSeller === true,
  }
}
