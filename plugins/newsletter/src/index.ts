// What other plugins and the app import: the pure rules (masking, schemas; the token is the server kit's), the module key and the workflows.
export * from "./lib/email"
export * from "./lib/messages"
export * from "./lib/validation"
export { NEWSLETTER_MODULE } from "./modules/newsletter"
export type { SubscriberRecord } from "./modules/newsletter/service"
export * from "./workflows"
