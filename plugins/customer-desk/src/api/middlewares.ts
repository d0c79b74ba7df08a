import { defineMiddlewares } from "@medusajs/framework/http"
import { requireGrants } from "@shop/server-kit"

/** Every `/api/users…` route is the staff's customer desk: 401 nobody, 403 `Accès refusé!` without `users` (spec 6). */
export default defineMiddlewares({
  routes: [{ matcher: "/api/users*", middlewares: [requireGrants("users")] }],
})
