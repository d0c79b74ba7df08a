import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { findProPriceListId } from "./setup"
import { syncProPrices } from "./sync"

/**
 * Product events come in bursts (a product workflow of 50 products emits 50 events at once; the
 * bench seed emits thousands). The subscriber drops the ids here and one sync per burst runs after
 * a short quiet time, instead of one workflow per event. A lost burst (crash) is caught by the
 * nightly reconciliation job.
 */
const QUIET_MS = 300

let pending = new Set<string>()
let timer: NodeJS.Timeout | null = null
let running: Promise<void> = Promise.resolve()

async function flush(container: MedusaContainer): Promise<void> {
  const ids = [...pending]
  pending = new Set()
  timer = null
  if (!ids.length) return
  try {
    // Before the setup (first seed) there is no price list yet: its full sync will price these variants.
    if (!(await findProPriceListId(container))) return
    const result = await syncProPrices(container, ids)
    if (result.created || result.updated || result.deleted) {
      container
        .resolve(ContainerRegistrationKeys.LOGGER)
        .info(`pro-pricing: pro prices synced (${result.created} created, ${result.updated} updated, ${result.deleted} removed)`)
    }
  } catch (error) {
    container.resolve(ContainerRegistrationKeys.LOGGER).error(`pro-pricing: pro price sync failed: ${(error as Error).message}`)
  }
}

export function scheduleProPriceSync(container: MedusaContainer, variantIds: string[]): void {
  for (const id of variantIds) pending.add(id)
  if (timer) clearTimeout(timer)
  timer = setTimeout(() => {
    running = running.then(() => flush(container))
  }, QUIET_MS)
}

/** Resolves once every scheduled sync has run (the seed waits for it before its full pass). */
export async function settleProPriceSync(): Promise<void> {
  while (timer || pending.size) {
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS))
  }
  await running
}
