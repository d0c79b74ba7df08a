export * from "./newsletter/workflows/subscribe-to-newsletter"
export * from "./newsletter/workflows/unsubscribe-from-newsletter"
