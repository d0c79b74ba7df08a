import { GRANTS, type Grant } from "@shop/shared"

/**
 * Which section-6 grant each group of Medusa's own admin API (`/admin/<group>/…`) needs, and the shop's plugins'
 * admin routes beside them. A group not named here needs EVERY grant: deny by default, and the shop's owner (who
 * holds them all) keeps the whole Medusa admin.
 */
export const MEDUSA_ADMIN_GROUP_GRANTS: Readonly<Record<string, readonly Grant[]>> = {
  // The catalogue, its prices and stock: the products screens (grant dev).
  products: ["dev"],
  "product-variants": ["dev"],
  "product-categories": ["dev"],
  "product-tags": ["dev"],
  "product-types": ["dev"],
  "product-options": ["dev"],
  collections: ["dev"],
  "inventory-items": ["dev"],
  "price-lists": ["dev"],
  "price-preferences": ["dev"],
  uploads: ["dev"],
  // Orders and what happens after them.
  orders: ["orders"],
  "draft-orders": ["orders"],
  "order-edits": ["orders"],
  "order-changes": ["orders"],
  returns: ["orders"],
  claims: ["orders"],
  exchanges: ["orders"],
  fulfillments: ["orders"],
  payments: ["orders"],
  "payment-collections": ["orders"],
  reservations: ["orders"],
  "refund-reasons": ["orders"],
  "return-reasons": ["orders"],
  // People: customers, their groups, staff users and invitations.
  customers: ["users"],
  "customer-groups": ["users"],
  users: ["users"],
  invites: ["users"],
  // Vouchers.
  promotions: ["promo"],
  campaigns: ["promo"],
}

/**
 * What any admin (a staff user holding at least one grant) may READ to open the Medusa admin at all: who they are,
 * the store and its reference data the order and product screens display. Writes to them need every grant.
 */
const DASHBOARD_READS = new Set([
  "users/me",
  "stores",
  "feature-flags",
  "notifications",
  "currencies",
  "regions",
  "sales-channels",
  "locales",
  "views",
  "stock-locations",
  "shipping-profiles",
  "shipping-options",
  "tax-regions",
  "fulfillment-providers",
])

/** The shop's plugins' admin routes (`/admin/<plugin>/<resource>/…`). */
const PLUGIN_ROUTE_GRANTS: ReadonlyArray<{ prefix: string; grants: readonly Grant[] }> = [
  // Pro loyalty tiers belong to the customer screens; the price-list sync to the products' prices.
  { prefix: "pro-pricing/customers", grants: ["users"] },
  { prefix: "pro-pricing/sync", grants: ["dev"] },
]

function plainSegments(path: string): string[] | null {
  const bare = path.split(/[?#]/, 1)[0].toLowerCase()
  const segments = bare.split("/").filter((segment) => segment !== "")
  if (segments.some((segment) => segment === "." || segment === ".." || segment.includes("%") || segment.includes("\\"))) {
    return null
  }
  if (segments[0] === "admin") segments.shift()
  return segments
}

/**
 * The grants a call to Medusa's admin API needs: `method` and a path such as `/admin/orders/order_1?fields=…`.
 * An empty list means "any admin". A path that is not plain (`..`, percent-escapes) needs every grant.
 */
export function medusaAdminRouteGrants(method: string, path: string): readonly Grant[] {
  const segments = plainSegments(path)
  if (!segments || segments.length === 0) return GRANTS
  const joined = segments.join("/")
  const plugin = PLUGIN_ROUTE_GRANTS.find(({ prefix }) => joined === prefix || joined.startsWith(`${prefix}/`))
  if (plugin) return plugin.grants
  const reading = method.toUpperCase() === "GET" || method.toUpperCase() === "HEAD"
  if (reading && (DASHBOARD_READS.has(segments[0]) || DASHBOARD_READS.has(segments.slice(0, 2).join("/")))) return []
  if (segments[0] === "users" && segments[1] === "me") return reading ? [] : GRANTS
  const group = segments[0]
  return Object.prototype.hasOwnProperty.call(MEDUSA_ADMIN_GROUP_GRANTS, group) ? MEDUSA_ADMIN_GROUP_GRANTS[group] : GRANTS
}
