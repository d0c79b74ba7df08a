import { productCategory, toApiPrice, type ProductRecord } from "@shop/product-search"
import type { ApiProduct } from "@shop/shared"
import { toApiStock } from "./stock"

/** What the lookup knows besides the product: the channel's stock and the region's VAT. */
export type ProductContext = {
  /** available units per variant id in the storefront's channel; null when not tracked */
  availability: Record<string, number | null | undefined>
  taxRatePercent: number
  pro: boolean
}

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
