// What the app and the tests import: the module key, the pure rules and the workflows.
export { QUOTES_MODULE } from "./modules/quotes"
export * from "./lib/ref"
export * from "./lib/states"
export * from "./lib/prices"
export * from "./lib/cart-keys"
export * from "./workflows"
