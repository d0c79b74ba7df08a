import { defineMiddlewares } from "@medusajs/framework/http"
import { requireGrants } from "@shop/server-kit"

/**
 * The product desk is staff-only, grant `dev` (spec 6: products): 401 anonymous, 403 'Accès refusé!' without it.
 * The CSV import (`PUT /api/product/`) is a machine call guarded by its api key instead (its route).
 */
export default defineMiddlewares({
  routes: [
    { matcher: "/api/products", middlewares: [requireGrants("dev")] },
    { matcher: "/api/products/*", middlewares: [requireGrants("dev")] },
  ],
})
