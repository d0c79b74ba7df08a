import { ensureProPricingSetup, settleProPriceSync, syncAllProPrices } from "@shop/pro-pricing"
import { recordChange, type SeedContext } from "./context"

/**
 * The pro advantages (plugin @shop/pro-pricing): customer groups, the "Tarif professionnel" price
 * list, the automatic promotions (loyalty tiers, free delivery), then a pro price for every variant
 * of the catalogue, generated bench products included. Runs after the products exist.
 */
export async function ensureProPricing(ctx: SeedContext): Promise<void> {
  const started = Date.now()
  const { changes } = await ensureProPricingSetup(ctx.container)
  for (const change of changes) recordChange(ctx, change)
  // Product events of this run are being synced by the plugin's subscriber: let them land first.
  await settleProPriceSync()
  const sync = await syncAllProPrices(ctx.container)
  if (sync.created || sync.updated || sync.deleted) {
    recordChange(ctx, `pro prices: ${sync.created} created, ${sync.updated} updated, ${sync.deleted} removed (${sync.variants} variants)`)
  }
  ctx.logger.info(`seed: pro pricing checked for ${sync.variants} variants in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
