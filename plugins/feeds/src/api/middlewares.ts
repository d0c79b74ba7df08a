import { defineMiddlewares } from "@medusajs/framework/http"
import { requireGrants } from "@shop/server-kit"

/**
 * Statistics are the dashboard's (/admin itself, spec 6: any admin, i.e. a staff user holding at least one grant):
 * 401 anonymous, 403 'Accès refusé!' for a staff user without grants. The ManoMano price feed out is the external
 * section's (grant `extern`). Left open on purpose: the consented page-view beacon (POST /api/stats/visit), the
 * Google and RSS feeds (read by Google and feed readers), the ManoMano upload (its api key, in its route).
 */
const anyAdmin = requireGrants()

export default defineMiddlewares({
  routes: [
    { matcher: "/api/stats/topSales", methods: ["GET"], middlewares: [anyAdmin] },
    { matcher: "/api/stats/allSales", methods: ["GET"], middlewares: [anyAdmin] },
    { matcher: "/api/stats/sales", methods: ["GET"], middlewares: [anyAdmin] },
    { matcher: "/api/stats/visit", methods: ["GET"], middlewares: [anyAdmin] },
    { matcher: "/api/stats/history", methods: ["GET"], middlewares: [anyAdmin] },
    { matcher: "/api/stats/monthly", methods: ["GET"], middlewares: [anyAdmin] },
    { matcher: "/api/stats/merchant_center", methods: ["GET"], middlewares: [anyAdmin] },
    { matcher: "/api/flux/mano", methods: ["GET"], middlewares: [requireGrants("extern")] },
  ],
})
