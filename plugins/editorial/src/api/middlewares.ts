import { defineMiddlewares } from "@medusajs/framework/http"
import { requireGrants } from "@shop/server-kit"

/**
 * Writing articles and reading them by id (drafts included) is staff-only, grant `blog` (spec 6): 401 anonymous, 403
 * 'Accès refusé!' without it. Reading published articles (`GET /api/article`, `/api/article/{slug}`) is public; its
 * `mode=all` (drafts) checks the grant in the route.
 */
export default defineMiddlewares({
  routes: [
    { matcher: "/api/articles/*", middlewares: [requireGrants("blog")] },
    { matcher: "/api/article", methods: ["POST"], middlewares: [requireGrants("blog")] },
    { matcher: "/api/article/*", methods: ["PUT", "DELETE", "POST"], middlewares: [requireGrants("blog")] },
  ],
})
