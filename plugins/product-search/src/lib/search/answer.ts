import {
  categoryMenuTag,
  findCategory,
  flattenCategoryTree,
  PRODUCT_TYPES,
  stockState,
  type ApiProductFacets,
  type ApiProductSummary,
} from "@shop/shared"
import { POWER_BUCKETS } from "./plan"

/** A row of the page statement (PostgreSQL integers may come back as strings: read with `int`). */
export type SummaryRow = {
  id: string
  handle: string
  ean: string | null
  title: string
  brand: string | null
  image: string | null
  category_path: string | null
  category_name: string | null
  power_w: number | string | null
  price_ttc: number | string
  price_ht: number | string
  stock_available: number | string | null
  best_seller: boolean
}

export type FacetRow = { facet: string; value: string | null; n: number | string }

function int(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null
  const n = Number(value)
  return Number.isFinite(n) ? n : null
}

export function toProductSummary(row: SummaryRow): ApiProductSummary {
  const available = int(row.stock_available)
  return {
    id: row.id,
    slug: row.handle,
    ean: row.ean,
    designation: row.title,
    brand: row.brand,
    image: row.image,
    price: { ht: int(row.price_ht) ?? 0, ttc: int(row.price_ttc) ?? 0 },
    stock: { available, state: stockState(available) },
    category: row.category_path
      ? { path: row.category_path, name: row.category_name ?? row.category_path, tag: categoryMenuTag(row.category_path) ?? null }
      : null,
    powerW: int(row.power_w),
    bestSeller: row.best_seller === true,
  }
}

const MENU_ORDER = new Map(flattenCategoryTree().map((entry, index) => [entry.path, index]))
const TYPE_ORDER = new Map(PRODUCT_TYPES.map((type, index) => [type.slug, index]))
const byFrench = new Intl.Collator("fr", { sensitivity: "base" })

/** Facet rows -> the answer's facets (tree order for categories and types, A-Z for brands) and the total. */
export function toFacets(rows: FacetRow[]): { facets: ApiProductFacets; total: number } {
  const facets: ApiProductFacets = { category: [], brand: [], type: [], power: [], price: null }
  let total = 0
  for (const row of rows) {
    const count = int(row.n) ?? 0
    const value = row.value
    switch (row.facet) {
      case "total":
        total = count
        break
      case "price": {
        const [min, max] = (value ?? "").split(":").map(Number)
        if (count > 0 && Number.isFinite(min) && Number.isFinite(max)) facets.price = { min, max }
        break
      }
      case "category": {
        const entry = value ? findCategory(value) : undefined
        if (entry && count > 0) facets.category.push({ path: entry.path, name: entry.node.name, count })
        break
      }
      case "brand":
        if (value && count > 0) facets.brand.push({ name: value, count })
        break
      case "type": {
        const type = PRODUCT_TYPES.find((candidate) => candidate.slug === value)
        if (type && count > 0) facets.type.push({ slug: type.slug, name: type.name, count })
        break
      }
      case "power": {
        const floor = Number(value)
        const index = POWER_BUCKETS.indexOf(floor as (typeof POWER_BUCKETS)[number])
        if (index >= 0 && count > 0) facets.power.push({ min: floor, max: POWER_BUCKETS[index + 1] ?? null, count })
        break
      }
    }
  }
  facets.category.sort((a, b) => (MENU_ORDER.get(a.path) ?? 0) - (MENU_ORDER.get(b.path) ?? 0))
  facets.brand.sort((a, b) => byFrench.compare(a.name, b.name))
  facets.type.sort((a, b) => (TYPE_ORDER.get(a.slug) ?? 0) - (TYPE_ORDER.get(b.slug) ?? 0))
  facets.power.sort((a, b) => a.min - b.min)
  return { facets, total }
}
