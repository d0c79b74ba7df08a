import { defineMiddlewares } from "@medusajs/framework/http"
import { API_EDGE_ROUTES } from "@shop/server-kit"
import { endOutdatedCustomerSession } from "../lib/account/credentials"

/**
 * This plugin owns the shared /api edge: the server kit's rules (French JSON errors, body limit, same-origin
 * check, JSON 404 for unknown paths, staff guard on /api/admin…) registered once for the /api routes of every
 * plugin. Their settings are this plugin's options (see README). Then a customer session whose password changed
 * elsewhere ends before any route reads it.
 */
export default defineMiddlewares({
  routes: [...API_EDGE_ROUTES, { matcher: "/api/*", middlewares: [endOutdatedCustomerSession] }],
})
