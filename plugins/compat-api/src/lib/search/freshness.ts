import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { catalogueSignature, catchUp, formatSignature, parseSignature, reindexAll, searchService } from "./indexer"

/** How often one process compares the index with the catalogue (a product count and a date: cheap). */
export const FRESHNESS_INTERVAL_MS = 30_000

let checkedAt = 0
let rebuilding: Promise<unknown> | null = null

function rebuild(scope: MedusaContainer): Promise<unknown> {
  rebuilding ??= reindexAll(scope)
    .then((result) => {
      scope.resolve(ContainerRegistrationKeys.LOGGER).info(`product search: indexed ${result.indexed} products in ${result.ms} ms`)
    })
    .finally(() => {
      rebuilding = null
    })
  return rebuilding
}

/**
 * The index follows the catalogue through subscribers; this is the safety net for what they cannot see
 * (a fresh database, a change made while no process listened). A never-built index is built before
 * answering. Otherwise the index keeps answering while, in the background, the products changed since
 * the stored signature are reindexed (or the whole index rebuilt when products were deleted or too many
 * changed).
 */
export async function ensureFreshIndex(scope: MedusaContainer): Promise<void> {
  const now = Date.now()
  if (now - checkedAt < FRESHNESS_INTERVAL_MS) return
  checkedAt = now
  const [current, stored] = await Promise.all([catalogueSignature(scope), searchService(scope).readSignature()])
  if (stored.signature === formatSignature(current)) return
  const previous = parseSignature(stored.signature)
  if (!previous || stored.documents === 0) {
    await rebuild(scope)
    return
  }
  const logger = scope.resolve(ContainerRegistrationKeys.LOGGER)
  const work =
    previous.updatedAt && current.count >= previous.count
      ? catchUp(scope, previous.updatedAt, current).then((done) => (done ? undefined : rebuild(scope)))
      : rebuild(scope)
  work.catch((error: unknown) => logger.error(`product search: refresh failed: ${String(error)}`))
}
