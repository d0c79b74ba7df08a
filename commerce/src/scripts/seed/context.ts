import type { Logger, MedusaContainer, RemoteQueryFunction } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/** What every seed step shares: the container, Query, a logger, and the list of changes made. */
export type SeedContext = {
  container: MedusaContainer
  query: Omit<RemoteQueryFunction, symbol>
  logger: Logger
  /** one line per record created or updated; empty after a run that found everything in place */
  changes: string[]
}

export function seedContext(container: MedusaContainer): SeedContext {
  return {
    container,
    query: container.resolve(ContainerRegistrationKeys.QUERY),
    logger: container.resolve(ContainerRegistrationKeys.LOGGER),
    changes: [],
  }
}

export function recordChange(ctx: SeedContext, change: string): void {
  ctx.changes.push(change)
  ctx.logger.info(`seed: ${change}`)
}

/** Splits work into batches so one workflow run never carries thousands of records. */
export function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}
