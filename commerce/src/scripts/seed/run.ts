import type { MedusaContainer } from "@medusajs/framework/types"
import { CATALOGUE, type CatalogueProduct } from "./catalogue"
import { ensureCategories } from "./categories"
import { seedContext, type SeedContext } from "./context"
import { ensureShippingOptions, ensureShippingProfile, ensureWarehouse } from "./fulfillment"
import { generatedProducts } from "./generated"
import { DESK_GRANTS, ensureStaffGrants } from "./grants"
import { uploadProductImages } from "./images"
import { ensureRegionPaymentProviders } from "./payment"
import { ensureProGroup, ensureStaffUser } from "./people"
import { ensureProPricing } from "./pro-pricing"
import { createProducts, ensureInventoryLevels, existingHandles, type ProductLinks } from "./products"
import { ensurePromotions } from "./promotions"
import { ensureFrenchVat, ensureRegion } from "./region"
import { ensurePublishableKey, ensureStorefrontChannel, ensureStore } from "./store"

export type SeedOptions = {
  admin?: { email: string; password: string }
  /**
   * The order-desk login (MEDUSA_DESK_EMAIL / MEDUSA_DESK_PASSWORD): a staff user holding only `orders` and `messages`,
   * put back to exactly those on every run (a local shop's demo login, like the demo vouchers).
   */
  desk?: { email: string; password: string }
  /** extra generated products for the build benchmark (SEED_GENERATED_PRODUCTS) */
  generatedProducts?: number
  /** the demo voucher codes BIENVENUE10 and CHAUFFAGE20 (SEED_DEMO_VOUCHERS): a local shop's, never production's */
  demoVouchers?: boolean
  catalogue?: CatalogueProduct[]
}

export type SeedReport = { changes: string[]; durationMs: number; productsCreated: number }

type Shared = Omit<ProductLinks, "categoryId" | "imageUrls">

async function seedCatalogue(ctx: SeedContext, catalogue: CatalogueProduct[], shared: Shared, categories: Map<string, string>) {
  const categoryId = (product: CatalogueProduct) => {
    const id = categories.get(product.categoryPath)
    if (!id) throw new Error(`${product.handle}: unknown category path ${product.categoryPath}`)
    return id
  }
  const present = await existingHandles(ctx, catalogue.map((p) => p.handle))
  const missing = catalogue.filter((p) => !present.has(p.handle))
  if (!missing.length) return 0
  ctx.logger.info(`seed: drawing and uploading images of ${missing.length} products...`)
  const images = await uploadProductImages(ctx, missing)
  await createProducts(ctx, missing, (p) => ({ ...shared, categoryId: categoryId(p), imageUrls: images.get(p.handle) ?? [] }))
  ctx.changes.push(`created ${missing.length} catalogue products`)
  ctx.logger.info(`seed: created ${missing.length} catalogue products`)
  return missing.length
}

async function seedGenerated(ctx: SeedContext, catalogue: CatalogueProduct[], count: number, shared: Shared, categories: Map<string, string>) {
  const wanted = generatedProducts(catalogue, count)
  const present = await existingHandles(ctx, wanted.map((p) => p.handle))
  const missing = wanted.filter((p) => !present.has(p.handle))
  if (!missing.length) return 0
  // Generated products reuse their model's pictures: drawing thousands of PNGs would dominate the run.
  const { data } = await ctx.query.graph({
    entity: "product",
    fields: ["handle", "images.url", "images.rank"],
    filters: { handle: [...new Set(missing.map((p) => p.baseHandle))] },
  })
  const imagesOf = new Map(
    (data as { handle: string; images?: ({ url: string; rank?: number } | null)[] }[]).map((row) => [
      row.handle,
      (row.images ?? []).flatMap((i) => (i ? [i] : [])).sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0)).map((i) => i.url),
    ])
  )
  const baseOf = new Map(missing.map((p) => [p.handle, p.baseHandle]))
  ctx.logger.info(`seed: creating ${missing.length} generated products...`)
  await createProducts(
    ctx,
    missing,
    (p) => ({ ...shared, categoryId: categories.get(p.categoryPath)!, imageUrls: imagesOf.get(baseOf.get(p.handle) ?? "") ?? [] }),
    { generated: true }
  )
  ctx.changes.push(`created ${missing.length} generated products`)
  ctx.logger.info(`seed: created ${missing.length} generated products`)
  return missing.length
}

/**
 * Makes the shop real, idempotently: every step looks for its records first (by name, handle, SKU)
 * and creates or corrects only what is missing, so a second run changes nothing and says so.
 */
export async function runSeed(container: MedusaContainer, options: SeedOptions = {}): Promise<SeedReport> {
  const started = Date.now()
  const ctx = seedContext(container)
  const catalogue = options.catalogue ?? CATALOGUE

  const salesChannelId = await ensureStorefrontChannel(ctx)
  await ensurePublishableKey(ctx, salesChannelId)
  const regionId = await ensureRegion(ctx)
  await ensureFrenchVat(ctx)
  await ensureRegionPaymentProviders(ctx, regionId)
  const { locationId, serviceZoneId } = await ensureWarehouse(ctx, salesChannelId)
  await ensureStore(ctx, { salesChannelId, regionId, locationId })
  const shippingProfileId = await ensureShippingProfile(ctx)
  await ensureShippingOptions(ctx, { serviceZoneId, shippingProfileId, regionId })
  await ensureProGroup(ctx)
  if (options.admin) await ensureStaffUser(ctx, options.admin.email, options.admin.password)
  if (options.admin) await ensureStaffGrants(ctx, options.admin.email)
  else ctx.logger.warn("seed: MEDUSA_ADMIN_EMAIL / MEDUSA_ADMIN_PASSWORD not set, no staff user made")
  if (options.desk) {
    await ensureStaffUser(ctx, options.desk.email, options.desk.password, { first_name: "Service", last_name: "Commandes" })
    await ensureStaffGrants(ctx, options.desk.email, DESK_GRANTS)
  }

  const categories = await ensureCategories(ctx)
  const shared: Shared = { salesChannelId, shippingProfileId }
  let productsCreated = await seedCatalogue(ctx, catalogue, shared, categories)
  const extra = options.generatedProducts ?? 0
  const generated = extra > 0 ? generatedProducts(catalogue, extra) : []
  if (extra > 0) productsCreated += await seedGenerated(ctx, catalogue, extra, shared, categories)
  await ensureInventoryLevels(ctx, [...catalogue, ...generated], locationId)
  await ensureProPricing(ctx)
  if (options.demoVouchers) await ensurePromotions(ctx)

  const durationMs = Date.now() - started
  const seconds = (durationMs / 1000).toFixed(1)
  if (ctx.changes.length === 0) {
    ctx.logger.info(`seed: nothing to do, the shop is already seeded (checked in ${seconds} s)`)
  } else {
    ctx.logger.info(`seed: done in ${seconds} s, ${ctx.changes.length} change(s)`)
  }
  return { changes: ctx.changes, durationMs, productsCreated }
}
