import { defineMiddlewares } from "@medusajs/framework/http"
import { requireGrants } from "@shop/server-kit"

/**
 * Todos and versions are staff-only, grant `dev` (spec 6): 401 anonymous, 403 'Accès refusé!' without it, checked
 * before the route runs. `/api/admin/history` and `/api/admin/references` are guarded by the /api edge itself: the
 * section-6 table names neither group, so they need every grant.
 */
const dev = requireGrants("dev")

export default defineMiddlewares({
  routes: [
    { matcher: "/api/todos", middlewares: [dev] },
    { matcher: "/api/todos/:id", middlewares: [dev] },
    { matcher: "/api/todos/comment/:id", middlewares: [dev] },
    { matcher: "/api/todos/:id/file/:commentId", middlewares: [dev] },
    { matcher: "/api/versions", middlewares: [dev] },
    { matcher: "/api/versions/:id", middlewares: [dev] },
  ],
})
