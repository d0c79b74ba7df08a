import { defineMiddlewares } from "@medusajs/framework/http"
import { requireGrants } from "@shop/server-kit"

/**
 * Every staff order call needs the `orders` grant (spec 6): 401 anonymous, 403 'Accès refusé!' without it, checked
 * on the server before the route runs. `GET /api/admin/order/{id}` is guarded by the /api edge itself (group
 * `order` → orders). The customer's own `GET /api/order/{id}` and `POST /api/order/query` (@shop/checkout) are
 * untouched: these guards are bound to their methods. Medusa sorts static segments before `:id`, so
 * `PUT /api/order/sent` reaches its own route (the `:id` guard also runs for it: same grant).
 */
const orders = requireGrants("orders")

export default defineMiddlewares({
  routes: [
    { matcher: "/api/order", methods: ["GET"], middlewares: [orders] },
    { matcher: "/api/order/download", methods: ["GET"], middlewares: [orders] },
    { matcher: "/api/order/sent", methods: ["PUT"], middlewares: [orders] },
    { matcher: "/api/order/:id", methods: ["PUT"], middlewares: [orders] },
    { matcher: "/api/order/refund/:id", methods: ["POST"], middlewares: [orders] },
    { matcher: "/api/order/comments/:id", methods: ["POST"], middlewares: [orders] },
  ],
})
