// What the app and the tests import: the desk's module key, pure rules and workflows.
export { ORDER_DESK_MODULE } from "./modules/order-desk"
export * from "./lib/refundable"
export * from "./lib/events"
export * from "./lib/csv-export"
export * from "./lib/delivery-csv"
export * from "./workflows"
