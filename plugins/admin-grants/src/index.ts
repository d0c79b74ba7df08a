// What other plugins and the app import: the pure grant table, its texts, the input schema, the module key
// and the workflow. The storefront should import `@shop/admin-grants/grants` (no Medusa code behind it).
export * from "./lib/grants"
export * from "./lib/messages"
export * from "./lib/validation"
export { ADMIN_GRANT_MODULE } from "./modules/admin-grant"
export * from "./workflows"
