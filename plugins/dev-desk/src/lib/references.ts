import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { DEV_DESK_PAGE_SIZE, type ApiProductReference, type ApiReferencePage, type ReferencesQuery } from "@shop/shared"

type Knex = { raw<T>(sql: string, bindings?: unknown[]): Promise<{ rows: T[] }> }
type ReferenceRow = { product_id: string; variant_id: string; title: string; variant_title: string | null; handle: string | null; ean: string | null; sku: string | null }

/** The id each marketplace feed gives a variant: @shop/feeds sends the EAN as Google's `g:id` and ManoMano's `sku`. */
export function marketplaceIdsOf(ean: string | null): Record<string, string> {
  return ean ? { google: ean, manomano: ean } : {}
}

/** `%text%` for ilike, its wildcards taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

/** A page of the catalogue's references (one line per variant), searched in title, handle, EAN and SKU. */
export async function readReferences(scope: MedusaContainer, query: ReferencesQuery): Promise<ApiReferencePage> {
  const db = scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const where = ["v.deleted_at is null", "p.deleted_at is null"]
  const bindings: unknown[] = []
  if (query.search) {
    where.push("(p.title ilike ? or p.handle ilike ? or v.ean ilike ? or v.sku ilike ?)")
    const like = likePattern(query.search)
    bindings.push(like, like, like, like)
  }
  const from = `from product_variant v join product p on p.id = v.product_id where ${where.join(" and ")}`
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.raw<ReferenceRow>(
      `select p.id as product_id, v.id as variant_id, p.title, v.title as variant_title, p.handle, v.ean, v.sku ${from} order by p.title, v.title, v.id limit ? offset ?`,
      [...bindings, DEV_DESK_PAGE_SIZE, (query.page - 1) * DEV_DESK_PAGE_SIZE]
    ),
    db.raw<{ total: string }>(`select count(*) as total ${from}`, bindings),
  ])
  const references: ApiProductReference[] = rows.map((row) => ({
    productId: row.product_id,
    variantId: row.variant_id,
    title: row.variant_title && row.variant_title !== row.title && row.variant_title !== "Default variant" ? `${row.title} — ${row.variant_title}` : row.title,
    handle: row.handle,
    ean: row.ean,
    sku: row.sku,
    marketplaceIds: marketplaceIdsOf(row.ean),
  }))
  return { references, total: Number(counted[0]?.total ?? 0), page: query.page, pageSize: DEV_DESK_PAGE_SIZE }
}
