import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { catalogueSignature, catchUp, formatSignature, parseSignature, reindexAll, searchService } from "./indexer"

/** How often one process compares the index with the catalogue (a product count and a date: cheap). */
export const FRESHNESS_INTERVAL_MS = 30_000

let checkedAt = 0
let rebuilding: Promise<unknown> | null = null

/** One full rebuild at a time, in the index's job queue (so it stops with the app). */
function rebuild(scope: MedusaContainer): Promise<unknown> {
  rebuilding ??= searchService(scope)
    .jobs.run("rebuild", async () => {
      const result = await reindexAll(scope)
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
  const service = searchService(scope)
  if (service.jobs.isClosed) return
  checkedAt = now
  const [current, stored] = await Promise.all([catalogueSignature(scope), service.readSignature()])
  if (stored.signature === formatSignature(current)) return
  const previous = parseSignature(stored.signature)
  if (!previous || stored.documents === 0) {
    await rebuild(scope)
    return
  }
  const since = previous.updatedAt
  const work =
    since && current.count >= previous.count
      ? service.jobs.run("catch-up", () => catchUp(scope, since, current)).then((done) => (done === false ? rebuild(scope) : undefined))
      : rebuild(scope)
  // Failures are logged by the job queue; the answer is served from the index as it is.
  work.catch(() => undefined)
}
