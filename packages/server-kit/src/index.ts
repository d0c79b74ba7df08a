// The server kit: what every plugin serving /api shares, each piece once (see README.md).
export * from "./settings"
export { EDGE_MESSAGES } from "./messages"
// The /api edge
export * from "./edge/answers"
export * from "./edge/json-body"
export * from "./edge/form-body"
export * from "./edge/origin"
export * from "./edge/not-found"
export * from "./edge/client-ip"
export * from "./edge/middlewares"
export * from "./edge/multipart"
// Rate limits
export * from "./limits/store"
export * from "./limits/redis-store"
export * from "./limits/limiter"
export * from "./limits/registry"
// Secrets, e-mails, sessions, staff
export * from "./tokens/secret-token"
export * from "./mail/send"
export * from "./mail/seller"
export * from "./session/state"
export * from "./staff/guard"
export * from "./staff/medusa-admin-grants"
