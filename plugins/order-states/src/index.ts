// What other plugins and the app import: the pure machine, its texts, the module key and the workflows.
export * from "./lib/order-state"
export * from "./lib/messages"
export * from "./lib/state-machine"
export * from "./lib/events"
export { ORDER_STATE_MODULE } from "./modules/order-state"
export * from "./workflows"
