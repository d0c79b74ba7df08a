import { defineMiddlewares } from "@medusajs/framework/http"
import { parseFormBody } from "@shop/server-kit"

/** Mail providers post RFC 8058's one-click unsubscribe as an HTML form, not JSON (the edge parses only JSON). */
export default defineMiddlewares({
  routes: [{ matcher: "/api/newsletter/unsubscribe/:id", methods: ["POST"], middlewares: [parseFormBody] }],
})
