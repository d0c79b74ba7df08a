import { defineMiddlewares } from "@medusajs/framework/http"
import { requireGrants } from "@shop/server-kit"

/** Every promo call is staff-only, grant `promo` (spec 6): 401 anonymous, 403 'Accès refusé!' without the grant. */
export default defineMiddlewares({
  routes: [
    { matcher: "/api/promos", middlewares: [requireGrants("promo")] },
    { matcher: "/api/promos/*", middlewares: [requireGrants("promo")] },
  ],
})
