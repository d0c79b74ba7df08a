import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { syncProPricesWorkflow, type SyncProPricesResult } from "../workflows/pro-pricing/workflows/sync-pro-prices"

/** Variants per workflow run: one run holds the lock briefly and keeps a few hundred prices in memory. */
export const SYNC_BATCH = 500

/** Sync of the given variants, batch by batch; returns what changed in the price list. */
export async function syncProPrices(container: MedusaContainer, variantIds: string[]): Promise<SyncProPricesResult> {
  const total: SyncProPricesResult = { created: 0, updated: 0, deleted: 0 }
  const ids = [...new Set(variantIds)]
  for (let i = 0; i < ids.length; i += SYNC_BATCH) {
    const { result } = await syncProPricesWorkflow(container).run({ input: { variant_ids: ids.slice(i, i + SYNC_BATCH) } })
    total.created += result.created
    total.updated += result.updated
    total.deleted += result.deleted
  }
  return total
}

/** Every variant of the catalogue (seed, nightly reconciliation), paged so thousands never load at once. */
export async function syncAllProPrices(container: MedusaContainer): Promise<SyncProPricesResult & { variants: number }> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const total = { created: 0, updated: 0, deleted: 0, variants: 0 }
  for (let skip = 0; ; skip += SYNC_BATCH) {
    const { data } = await query.graph({
      entity: "product_variant",
      fields: ["id"],
      pagination: { skip, take: SYNC_BATCH, order: { id: "ASC" } },
    })
    const ids = (data as { id: string }[]).map((row) => row.id)
    if (!ids.length) break
    const result = await syncProPrices(container, ids)
    total.created += result.created
    total.updated += result.updated
    total.deleted += result.deleted
    total.variants += ids.length
    if (ids.length < SYNC_BATCH) break
  }
  return total
}

export async function variantIdsOfProducts(container: MedusaContainer, productIds: string[]): Promise<string[]> {
  if (!productIds.length) return []
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "product_variant", fields: ["id"], filters: { product_id: productIds } })
  return (data as { id: string }[]).map((row) => row.id)
}
