// What the app and the tests import: the module key, the pure rules and the workflows.
export { WITHDRAWAL_MODULE } from "./modules/withdrawal"
export * from "./lib/rules"
export * from "./lib/messages"
export * from "./workflows"
