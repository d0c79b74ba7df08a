import type { MedusaContainer } from "@medusajs/framework/types"
import type { StockMove } from "./index-jobs"
import { refreshStock, reindexProducts, searchService } from "./indexer"

/** A product changed (or its variant): its row is rebuilt in the next pass. */
export function queueProductReindex(scope: MedusaContainer, productIds: string[]): void {
  searchService(scope).jobs.queueReindex(productIds, (ids) => reindexProducts(scope, ids))
}

/** Stock moved: one refresh of the stock column, for every move of the next moment (null: of every variant). */
export function queueStockRefresh(scope: MedusaContainer, move: StockMove | null): void {
  searchService(scope).jobs.queueStockRefresh(move, (moves) => refreshStock(scope, moves))
}
