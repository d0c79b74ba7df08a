// What the app and the tests import: the module key, the pure rules and the workflows.
export { INVOICES_MODULE } from "./modules/invoices"
export * from "./lib/numbering"
export * from "./lib/company"
export * from "./lib/snapshot"
export * from "./lib/credit"
export * from "./workflows"
