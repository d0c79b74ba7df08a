import { ProductStatus } from "@medusajs/framework/utils"
import { createInventoryLevelsWorkflow, createProductsWorkflow } from "@medusajs/medusa/core-flows"
import { centsToMajor } from "@shop/shared"
import { CURRENCY } from "./constants"
import { chunk, recordChange, type SeedContext } from "./context"
import type { CatalogueProduct } from "./catalogue"

/** Medusa's product workflow wants at least one option; a catalogue entry is one model. */
const OPTION_TITLE = "Modèle"
const OPTION_VALUE = "Standard"

/** Products per createProductsWorkflow run: large enough to be quick, small enough to stay in memory. */
const PRODUCT_BATCH = 50

export type ProductLinks = {
  categoryId: string
  salesChannelId: string
  shippingProfileId: string
  imageUrls: string[]
}

/**
 * One catalogue entry as Medusa's product workflow input: a single variant carrying EAN, SKU and the
 * TTC price in major units (exact decimal string, "499.90"), dimensions on the product, shop data
 * (brand, power, colour, features, best seller) in metadata.
 */
export function productInput(product: CatalogueProduct, links: ProductLinks, extraMetadata: Record<string, unknown> = {}) {
  return {
    title: product.title,
    subtitle: product.subtitle,
    description: product.description,
    handle: product.handle,
    status: ProductStatus.PUBLISHED,
    discountable: true,
    category_ids: [links.categoryId],
    sales_channels: [{ id: links.salesChannelId }],
    shipping_profile_id: links.shippingProfileId,
    thumbnail: links.imageUrls[0] ?? null,
    images: links.imageUrls.map((url) => ({ url })),
    width: product.widthMm,
    height: product.heightMm,
    length: product.depthMm,
    weight: product.weightG,
    metadata: {
      brand: product.brand,
      powerW: product.powerW,
      colour: product.colour,
      features: product.features,
      bestSeller: product.bestSeller === true,
      ...extraMetadata,
    },
    options: [{ title: OPTION_TITLE, values: [OPTION_VALUE] }],
    variants: [
      {
        title: product.title,
        options: { [OPTION_TITLE]: OPTION_VALUE },
        sku: product.sku,
        ean: product.ean,
        manage_inventory: true,
        allow_backorder: false,
        prices: [{ currency_code: CURRENCY, amount: centsToMajor(product.priceCents) }],
      },
    ],
  }
}

/** Handles among `handles` that already exist (any status), so a second run creates nothing. */
export async function existingHandles(ctx: SeedContext, handles: string[]): Promise<Set<string>> {
  const found = new Set<string>()
  for (const batch of chunk(handles, 500)) {
    const { data } = await ctx.query.graph({ entity: "product", fields: ["handle"], filters: { handle: batch } })
    for (const row of data as { handle: string }[]) found.add(row.handle)
  }
  return found
}

export async function createProducts(
  ctx: SeedContext,
  products: CatalogueProduct[],
  linksFor: (product: CatalogueProduct) => ProductLinks,
  extraMetadata: Record<string, unknown> = {}
): Promise<number> {
  for (const batch of chunk(products, PRODUCT_BATCH)) {
    await createProductsWorkflow(ctx.container).run({
      input: { products: batch.map((product) => productInput(product, linksFor(product), extraMetadata)) },
    })
  }
  return products.length
}

type InventoryRow = { id: string; sku: string | null; location_levels?: ({ location_id: string } | null)[] | null }

/**
 * Stock in the warehouse for every product of the list. The product workflow creates one
 * inventory item per variant (same SKU); levels are added where the warehouse has none yet.
 */
export async function ensureInventoryLevels(ctx: SeedContext, products: CatalogueProduct[], locationId: string): Promise<number> {
  const stockBySku = new Map(products.map((product) => [product.sku, product.stock]))
  const missing: { inventory_item_id: string; location_id: string; stocked_quantity: number }[] = []
  for (const batch of chunk([...stockBySku.keys()], 500)) {
    const { data } = await ctx.query.graph({
      entity: "inventory_item",
      fields: ["id", "sku", "location_levels.location_id"],
      filters: { sku: batch },
    })
    for (const item of data as InventoryRow[]) {
      if ((item.location_levels ?? []).some((level) => level?.location_id === locationId)) continue
      missing.push({ inventory_item_id: item.id, location_id: locationId, stocked_quantity: stockBySku.get(item.sku ?? "") ?? 0 })
    }
  }
  for (const batch of chunk(missing, 200)) {
    await createInventoryLevelsWorkflow(ctx.container).run({ input: { inventory_levels: batch } })
  }
  if (missing.length) recordChange(ctx, `stocked ${missing.length} inventory items in the warehouse`)
  return missing.length
}
