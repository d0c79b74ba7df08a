import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { refreshStock, reindexProducts } from "./indexer"

/**
 * Events come one product at a time (a seed of 2 000 products is 2 000 events): ids are gathered for a
 * short while and indexed in one pass; stock moves trigger one stock refresh for all of them.
 */
export const SYNC_DELAY_MS = 200

const pendingIds = new Set<string>()
let productTimer: NodeJS.Timeout | null = null
let stockTimer: NodeJS.Timeout | null = null
let queue: Promise<unknown> = Promise.resolve()

/** Runs index work one job after another, so two passes never interleave their writes. */
function enqueue(scope: MedusaContainer, what: string, work: () => Promise<unknown>): Promise<unknown> {
  queue = queue.then(work).catch((error: unknown) => {
    scope.resolve(ContainerRegistrationKeys.LOGGER).error(`product search: ${what} failed: ${String(error)}`)
  })
  return queue
}

export function queueProductReindex(scope: MedusaContainer, productIds: string[]): void {
  for (const id of productIds) pendingIds.add(id)
  if (productTimer) return
  productTimer = setTimeout(() => {
    productTimer = null
    const ids = [...pendingIds]
    pendingIds.clear()
    void enqueue(scope, "reindex", () => reindexProducts(scope, ids))
  }, SYNC_DELAY_MS)
}

export function queueStockRefresh(scope: MedusaContainer): void {
  if (stockTimer) return
  stockTimer = setTimeout(() => {
    stockTimer = null
    void enqueue(scope, "stock refresh", () => refreshStock(scope))
  }, SYNC_DELAY_MS)
}
