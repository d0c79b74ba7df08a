import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, ProductStatus } from "@medusajs/framework/utils"
import type ProductSearchModuleService from "../../modules/product-search/service"
import { PRODUCT_SEARCH_MODULE } from "../../modules/product-search"
import { loadStorefrontContext, type StorefrontContext } from "../catalogue/context"
import { channelAvailability, isSoldInStorefront, readCatalogueProducts } from "../catalogue/read"
import type { ProductRecord } from "../catalogue/record"
import { toSearchDocument, type SearchDocument } from "./document"
import type { StockMoves } from "./index-jobs"

/** Products read per query: big enough to be quick, small enough for one insert statement. */
export const INDEX_BATCH = 250

export function searchService(scope: MedusaContainer): ProductSearchModuleService {
  return scope.resolve<ProductSearchModuleService>(PRODUCT_SEARCH_MODULE)
}

/**
 * Search rows of the given products. Only products the storefront sells (published, in its channel)
 * with a price in its region make a row; every other id of `records` is in `excluded` (to be removed
 * from the index). A row carries its first variant's stock.
 */
async function documentsOf(
  scope: MedusaContainer,
  records: ProductRecord[],
  context: StorefrontContext
): Promise<{ documents: SearchDocument[]; excluded: string[] }> {
  const sellable = records.filter((record) => isSoldInStorefront(record, context))
  const firstVariant = (record: ProductRecord) => (record.variants ?? []).find((variant) => !!variant) ?? null
  const variantIds = sellable.flatMap((record) => firstVariant(record)?.id ?? [])
  const availability = await channelAvailability(scope, variantIds, context)
  const documents: SearchDocument[] = []
  for (const record of sellable) {
    const first = firstVariant(record)
    const document = toSearchDocument(record, first ? availability[first.id] : null, context.taxRatePercent)
    if (document) documents.push(document)
  }
  const kept = new Set(documents.map((document) => document.id))
  return { documents, excluded: records.map((record) => record.id).filter((id) => !kept.has(id)) }
}

/** Brings the given products' rows up to date (created, changed, unpublished or deleted products). */
export async function reindexProducts(scope: MedusaContainer, productIds: string[]): Promise<{ indexed: number; removed: number }> {
  const context = await loadStorefrontContext(scope)
  const service = searchService(scope)
  const ids = [...new Set(productIds)]
  if (!context) return { indexed: 0, removed: 0 }
  let indexed = 0
  let removed = 0
  for (let start = 0; start < ids.length; start += INDEX_BATCH) {
    const batch = ids.slice(start, start + INDEX_BATCH)
    const records = await readCatalogueProducts(scope, context, { filters: { id: batch } })
    const { documents, excluded } = await documentsOf(scope, records, context)
    const found = new Set(records.map((record) => record.id))
    indexed += await service.upsertDocuments(documents)
    removed += await service.removeDocuments([...excluded, ...batch.filter((id) => !found.has(id))])
  }
  return { indexed, removed }
}

export type CatalogueSignature = { count: number; updatedAt: string | null }

/**
 * What the index must reflect: how many products exist and when the last one changed. A different
 * value than the one stored with the index means it missed a change (or was never built).
 */
export async function catalogueSignature(scope: MedusaContainer): Promise<CatalogueSignature> {
  const products = scope.resolve(Modules.PRODUCT)
  const [latest, count] = await products.listAndCountProducts({}, { take: 1, select: ["id", "updated_at"], order: { updated_at: "DESC" } })
  const updatedAt = latest[0]?.updated_at ? new Date(latest[0].updated_at as unknown as string).toISOString() : null
  return { count, updatedAt }
}

export function formatSignature(signature: CatalogueSignature): string {
  return `${signature.count}:${signature.updatedAt ?? "-"}`
}

export function parseSignature(text: string | null): CatalogueSignature | null {
  const match = /^(\d+):(.+)$/.exec(text ?? "")
  if (!match) return null
  return { count: Number(match[1]), updatedAt: match[2] === "-" ? null : match[2] }
}

/** Most products a catch-up reindexes one by one; beyond, a full rebuild is cheaper. */
export const CATCH_UP_MAX = 500

/**
 * Products changed since `since` (created ones included), or null when there are too many to catch up
 * product by product.
 */
export async function productsChangedSince(scope: MedusaContainer, since: string): Promise<string[] | null> {
  const products = scope.resolve(Modules.PRODUCT)
  const changed = await products.listProducts({ updated_at: { $gt: since } }, { select: ["id"], take: CATCH_UP_MAX + 1, withDeleted: true })
  return changed.length > CATCH_UP_MAX ? null : changed.map((product) => product.id)
}

/** Reindexes what changed since the stored signature, then stores the new one. */
export async function catchUp(scope: MedusaContainer, since: string, current: CatalogueSignature): Promise<boolean> {
  const ids = await productsChangedSince(scope, since)
  if (ids === null) return false
  await reindexProducts(scope, ids)
  await searchService(scope).writeSignature(formatSignature(current))
  return true
}

/** Rebuilds the whole index in batches, removes rows of products that are gone, and stores the signature. */
export async function reindexAll(scope: MedusaContainer): Promise<{ indexed: number; removed: number; ms: number }> {
  const started = Date.now()
  const context = await loadStorefrontContext(scope)
  const service = searchService(scope)
  if (!context) return { indexed: 0, removed: 0, ms: Date.now() - started }
  const signature = await catalogueSignature(scope)
  const kept: string[] = []
  for (let skip = 0; ; skip += INDEX_BATCH) {
    const records = await readCatalogueProducts(scope, context, {
      filters: { status: ProductStatus.PUBLISHED },
      pagination: { skip, take: INDEX_BATCH },
    })
    const { documents } = await documentsOf(scope, records, context)
    await service.upsertDocuments(documents)
    kept.push(...documents.map((document) => document.id))
    if (records.length < INDEX_BATCH) break
  }
  const removed = await service.removeDocumentsExcept(kept)
  await service.writeSignature(formatSignature(signature))
  return { indexed: kept.length, removed, ms: Date.now() - started }
}

/**
 * The variants whose stock the moves changed: their reservations' and levels' inventory items, and the variants
 * linked to those. Null when a move cannot be traced (its row already gone): the caller then refreshes everything.
 */
export async function variantsMovedBy(scope: MedusaContainer, moves: NonNullable<StockMoves>): Promise<string[] | null> {
  const inventory = scope.resolve(Modules.INVENTORY)
  const itemIds = new Set<string>()
  if (moves.reservationIds.length) {
    const reservations = await inventory.listReservationItems({ id: moves.reservationIds }, { select: ["id", "inventory_item_id"], withDeleted: true })
    if (reservations.length < moves.reservationIds.length) return null
    for (const reservation of reservations) itemIds.add(reservation.inventory_item_id)
  }
  if (moves.levelIds.length) {
    const levels = await inventory.listInventoryLevels({ id: moves.levelIds }, { select: ["id", "inventory_item_id"], withDeleted: true })
    if (levels.length < moves.levelIds.length) return null
    for (const level of levels) itemIds.add(level.inventory_item_id)
  }
  if (!itemIds.size) return []
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "inventory_item", fields: ["id", "variants.id"], filters: { id: [...itemIds] } })
  const variants = (data as { variants?: ({ id: string } | null)[] | null }[]).flatMap((item) => item.variants ?? [])
  return [...new Set(variants.flatMap((variant) => (variant ? [variant.id] : [])))]
}

/**
 * Stock moves (orders, restocking) change no product: only the stock column is refreshed, of the rows of the
 * variants the moves touched (every row when `moves` is null or cannot be traced). Refreshing the whole column
 * after each order cost a 2,000-product catalogue ~17,000 rows read per order (issue 10's checkout bench).
 */
export async function refreshStock(scope: MedusaContainer, moves: StockMoves = null): Promise<number> {
  const context = await loadStorefrontContext(scope)
  if (!context) return 0
  const service = searchService(scope)
  const variantIds = moves ? await variantsMovedBy(scope, moves) : null
  if (variantIds?.length === 0) return 0
  const rows = await service.indexedVariants(variantIds ?? undefined)
  for (let start = 0; start < rows.length; start += 1000) {
    const batch = rows.slice(start, start + 1000)
    const availability = await channelAvailability(scope, batch.map((row) => row.variant_id), context)
    await service.updateStock(
      batch.map((row) => {
        // An untracked variant (null) stays so; a product change, not a stock move, would track it.
        if (row.stock_available === null) return { id: row.id, stock_available: null }
        return { id: row.id, stock_available: Math.max(0, Math.floor(availability[row.variant_id] ?? 0)) }
      })
    )
  }
  return rows.length
}
