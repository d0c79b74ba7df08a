import type { ProductCreate, ProductUpdate } from "@shop/shared"
import { centsToMajor } from "@shop/shared"

/** Medusa's product workflow wants one option; a catalogue entry is one model (as the seed writes it). */
export const OPTION_TITLE = "Modèle"
export const OPTION_VALUE = "Standard"

/** "Radiateur à inertie Céramique 1500 W" → "radiateur-a-inertie-ceramique-1500-w" (the product page's slug). */
export function slugify(title: string): string {
  return title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "") || "produit"
}

export type CreationLinks = { handle: string; categoryId: string; salesChannelId: string; shippingProfileId: string }

/** A new product as Medusa's createProductsWorkflow takes it: one variant with EAN, SKU (the EAN) and EUR price. */
export function productCreationInput(product: ProductCreate, links: CreationLinks) {
  const images = product.images.map((url) => ({ url }))
  return {
    title: product.title,
    subtitle: product.subtitle,
    description: product.description,
    handle: links.handle,
    status: product.status,
    discountable: true,
    category_ids: [links.categoryId],
    sales_channels: [{ id: links.salesChannelId }],
    shipping_profile_id: links.shippingProfileId,
    thumbnail: product.images[0] ?? null,
    images,
    metadata: { brand: product.brand },
    options: [{ title: OPTION_TITLE, values: [OPTION_VALUE] }],
    variants: [
      {
        title: product.title,
        options: { [OPTION_TITLE]: OPTION_VALUE },
        sku: product.ean,
        ean: product.ean,
        manage_inventory: true,
        allow_backorder: false,
        prices: [{ currency_code: "eur", amount: centsToMajor(product.priceCents) }],
      },
    ],
  }
}

/** The product's own fields a change touches (null: none), the brand merged into the stored metadata. */
export function productFieldsUpdate(change: ProductUpdate, metadata: Record<string, unknown> | null | undefined, categoryId: string | null) {
  const update: Record<string, unknown> = {}
  for (const key of ["title", "subtitle", "description", "status"] as const) if (change[key] !== undefined) update[key] = change[key]
  if (change.images !== undefined) {
    update.images = change.images.map((url) => ({ url }))
    update.thumbnail = change.images[0] ?? null
  }
  if (change.brand !== undefined) update.metadata = { ...(metadata ?? {}), brand: change.brand }
  if (categoryId) update.category_ids = [categoryId]
  return Object.keys(update).length ? update : null
}

/** The variant's fields a change touches (price in euros as exact decimal text, EAN), null: none. */
export function variantFieldsUpdate(change: ProductUpdate, variantId: string) {
  const update: Record<string, unknown> = {}
  if (change.priceCents !== undefined) update.prices = [{ currency_code: "eur", amount: centsToMajor(change.priceCents) }]
  if (change.ean !== undefined) update.ean = change.ean
  if (change.title !== undefined) update.title = change.title
  return Object.keys(update).length ? { id: variantId, ...update } : null
}
