import { defineMiddlewares } from "@medusajs/framework/http"
import { parseJsonBody } from "../lib/http/json-body"
import { refuseForeignOrigin } from "../lib/http/origin"
import { hardenSessionCookie } from "../lib/session/state"

/**
 * Medusa runs none of its store middlewares (CORS, publishable key, auth) on /api: these are ours.
 * Medusa's body parser is off here so that ours answers bad or oversized JSON in French; foreign
 * origins are refused before a body is even read.
 */
export default defineMiddlewares({
  routes: [
    {
      matcher: "/api/*",
      bodyParser: false,
      middlewares: [hardenSessionCookie, refuseForeignOrigin, parseJsonBody],
    },
  ],
})
