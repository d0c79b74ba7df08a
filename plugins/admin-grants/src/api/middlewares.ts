import { defineMiddlewares } from "@medusajs/framework/http"
import { guardMedusaAdmin, requireGrants } from "@shop/server-kit"
import { GRANTS } from "./../lib/grants"

/**
 * Medusa's own admin API and the plugins' admin routes (`/admin/*`), after Medusa authenticated the staff user:
 * the section-6 grants, checked on the server for every call (the server kit's `medusaAdminRouteGrants`; a route it
 * does not name needs every grant). Medusa's admin RBAC is enterprise-only: this is the shop's.
 *
 * `/api/admin/staff…` (the grants screen) is guarded by the edge already (`staff` is no section-6 group: every
 * grant); it asks every grant here too, so giving `staff` a group of its own in the table would not open it.
 */
export default defineMiddlewares({
  routes: [
    { matcher: "/admin/*", middlewares: [guardMedusaAdmin] },
    { matcher: "/api/admin/staff*", middlewares: [requireGrants(...GRANTS)] },
  ],
})
