import type { MedusaContainer } from "@medusajs/framework/types"
import { refreshStock, reindexProducts, searchService } from "./indexer"

/** A product changed (or its variant): its row is rebuilt in the next pass. */
export function queueProductReindex(scope: MedusaContainer, productIds: string[]): void {
  searchService(scope).jobs.queueReindex(productIds, (ids) => reindexProducts(scope, ids))
}

/** Stock moved: one refresh of the stock column for every move of the next moment. */
export function queueStockRefresh(scope: MedusaContainer): void {
  searchService(scope).jobs.queueStockRefresh(() => refreshStock(scope))
}
