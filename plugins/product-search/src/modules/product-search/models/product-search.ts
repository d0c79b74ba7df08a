import { model } from "@medusajs/framework/utils"

/**
 * One sellable product of the storefront, flattened for search and product lists: the id is the
 * Medusa product id; texts are normalized (lower case, no accents) in JS before they reach PostgreSQL.
 * The migration adds `document` (tsvector, weights A title / B brand, category, subtitle / C description,
 * features, SKU) and the GIN indexes, which the data-model language cannot express.
 */
export const ProductSearch = model.define("product_search", {
  id: model.id().primaryKey(),
  handle: model.text(),
  variant_id: model.text(),
  ean: model.text().nullable(),
  title: model.text(),
  brand: model.text().nullable(),
  image: model.text().nullable(),
  category_path: model.text().nullable(),
  category_name: model.text().nullable(),
  category_paths: model.array(),
  product_type: model.text().nullable(),
  /** place of the product's category in the menu (tree order), for catalogue order */
  menu_position: model.number(),
  power_w: model.number().nullable(),
  price_ttc: model.number(),
  price_ht: model.number(),
  /** units sellable in the storefront's channel; null when the variant's stock is not tracked */
  stock_available: model.number().nullable(),
  best_seller: model.boolean(),
  best_seller_rank: model.number().nullable(),
  title_normalized: model.text(),
  keywords_normalized: model.text(),
  body_normalized: model.text(),
})

/** One row: what the index was built from (product count and last change), to notice a stale index. */
export const ProductSearchState = model.define("product_search_state", {
  id: model.id().primaryKey(),
  signature: model.text(),
})
