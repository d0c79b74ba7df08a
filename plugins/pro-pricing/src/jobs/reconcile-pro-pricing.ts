import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { recomputeAllLoyaltyTiers } from "../lib/loyalty"
import { syncAllProPrices } from "../lib/sync"

/**
 * Nightly: pro prices of the whole catalogue (in case a product event was lost) and every pro's
 * loyalty tier (orders leave the 12-month window without any event).
 */
export default async function reconcileProPricing(container: MedusaContainer): Promise<void> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const prices = await syncAllProPrices(container)
  const tiers = await recomputeAllLoyaltyTiers(container)
  logger.info(
    `pro-pricing: nightly reconciliation, ${prices.variants} variants checked (${prices.created} created, ${prices.updated} updated, ${prices.deleted} removed), ${tiers.customers} pros, ${tiers.moved} changed tier`
  )
}

export const config = { name: "pro-pricing-nightly-reconciliation", schedule: "30 3 * * *" }
