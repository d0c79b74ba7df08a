import { defineMiddlewares } from "@medusajs/framework/http"
import { guardMedusaAdmin } from "@shop/server-kit"

/**
 * Medusa's own admin API and the plugins' admin routes (`/admin/*`), after Medusa authenticated the staff user:
 * the section-6 grants, checked on the server for every call (the server kit's `medusaAdminRouteGrants`; a route it
 * does not name needs every grant). Medusa's admin RBAC is enterprise-only: this is the shop's.
 */
export default defineMiddlewares({
  routes: [{ matcher: "/admin/*", middlewares: [guardMedusaAdmin] }],
})
