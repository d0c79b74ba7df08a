// What other plugins and the app import: the pure rules (token, masking, schemas), the module key and the workflows.
export * from "./lib/email"
export * from "./lib/messages"
export * from "./lib/token"
export * from "./lib/validation"
export { NEWSLETTER_MODULE } from "./modules/newsletter"
export type { SubscriberRecord } from "./modules/newsletter/service"
export * from "./workflows"
