// What the app and its tests import: the module key and the workflows (routes and the job are found by Medusa).
export { SHOP_MESSAGES_MODULE } from "./modules/shop-messages"
export * from "./workflows"
export * from "./lib/contact/events"
