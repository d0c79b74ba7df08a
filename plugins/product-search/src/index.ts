// What other plugins import: the storefront's catalogue read (context, fields, prices, category, stock of a
// product) and the index module's key. The search itself is reached through the /api routes.
export * from "./lib/catalogue/context"
export * from "./lib/catalogue/read"
export * from "./lib/catalogue/record"
export * from "./lib/catalogue/price"
export * from "./lib/catalogue/category"
export { PRODUCT_SEARCH_MODULE } from "./modules/product-search"
