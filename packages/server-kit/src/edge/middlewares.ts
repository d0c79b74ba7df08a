import type { MiddlewareRoute } from "@medusajs/framework/http"
import { hardenSessionCookie } from "../session/state"
import { guardStaffApi } from "../staff/guard"
import { parseJsonBody } from "./json-body"
import { appendApiNotFound } from "./not-found"
import { refuseForeignOrigin } from "./origin"

/**
 * The /api edge, registered ONCE by the plugin that owns it (`@shop/compat-api`'s middlewares.ts) and applied by
 * Medusa to the /api routes of every plugin. Medusa runs none of its store middlewares (CORS, publishable key,
 * auth) on /api: these are ours. Medusa's body parser is off so that ours answers bad or oversized JSON in French;
 * foreign origins are refused before a body is even read; an unknown path gets the French JSON 404; every staff
 * route (`/api/admin…`) passes the staff guard.
 */
export const API_EDGE_ROUTES: MiddlewareRoute[] = [
  {
    matcher: "/api/*",
    bodyParser: false,
    middlewares: [appendApiNotFound, hardenSessionCookie, refuseForeignOrigin, parseJsonBody],
  },
  { matcher: "/api/admin*", middlewares: [guardStaffApi] },
]
