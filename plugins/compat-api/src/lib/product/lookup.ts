import type { MedusaContainer } from "@medusajs/framework/types"
import { findStorefrontProduct, loadStorefrontContext } from "@shop/product-search"
import type { ApiProduct } from "@shop/shared"
import { toApiProduct } from "./map"
import { findProBuyer } from "./pro"

/**
 * GET /api/product/{slug}[?pro=true]: the public price for everyone; with `pro` asked AND a pro
 * customer in the session, the pro price list's price (−2 %) and `pro: true`. Anyone else asking
 * for `pro` gets the public price with `pro: false`. Null when the product cannot be sold.
 */
export async function lookupStorefrontProduct(
  scope: MedusaContainer,
  lookup: { slug: string; pro: boolean },
  sessionCustomerId: string | undefined
): Promise<ApiProduct | null> {
  const context = await loadStorefrontContext(scope)
  if (!context) return null
  const buyer = lookup.pro ? await findProBuyer(scope, sessionCustomerId) : null
  const found = await findStorefrontProduct(scope, lookup.slug, context, buyer)
  if (!found) return null
  return toApiProduct(found.record, { availability: found.availability, taxRatePercent: context.taxRatePercent, pro: buyer !== null })
}
