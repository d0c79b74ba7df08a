import { defineMiddlewares, type MedusaNextFunction, type MedusaRequest, type MedusaResponse } from "@medusajs/framework/http"
import { asValue } from "@medusajs/framework/awilix"
import { QUOTATION_SOURCE_KEY } from "@shop/compat-api/lib/cart/quotation"
import { keepQuotedQuantities } from "../lib/quoted-lines"
import { quotesQuotationSource } from "../lib/source"

/**
 * The cart's quotation field (compat-api, `PUT /api/cart/quotation` and the promo field `PUT /api/cart/voucher`)
 * asks the container for a QuotationSource: this plugin registers its own in the request's scope, which is the
 * scope the cart call runs with. Staff guards are inside the routes: `PUT /api/quotes/{id}` is staff-only but
 * `PUT /api/quotes/comment|acknowledge|archive` are not, and a matcher on `/api/quotes/:id` would also run for them.
 */
function registerQuotationSource(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction): void {
  req.scope.register(QUOTATION_SOURCE_KEY, asValue(quotesQuotationSource))
  next()
}

export default defineMiddlewares({
  routes: [
    { matcher: "/api/cart/quotation", methods: ["PUT"], middlewares: [registerQuotationSource] },
    { matcher: "/api/cart/voucher", methods: ["PUT"], middlewares: [registerQuotationSource] },
    { matcher: "/api/cart", methods: ["PUT"], middlewares: [keepQuotedQuantities] },
  ],
})
