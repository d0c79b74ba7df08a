/**
 * The admin grants of spec section 6 and which admin path needs which. Here in the shared rules so the storefront's
 * /admin gate, the admin-grants plugin and the server kit's staff guard read one table.
 */

/** Every grant a staff user may hold, in the order of the spec's table. */
export const GRANTS = [
  "dev",
  "orders",
  "users",
  "messages",
  "quotes",
  "promo",
  "legal",
  "home",
  "blog",
  "newsletter",
  "faq",
  "extern",
] as const

export type Grant = (typeof GRANTS)[number]

/**
 * Path groups of the admin area (the first segment after /admin) and the grants they need (section 6).
 * The dashboard (/admin itself) needs none beyond being an admin.
 */
export const ADMIN_PATH_GRANTS: Readonly<Record<string, readonly Grant[]>> = {
  "": [],
  todos: ["dev"],
  versions: ["dev"],
  products: ["dev"],
  orders: ["orders"],
  // The spec's staff call GET /api/admin/order/{id} (section 7) names the group in the singular.
  order: ["orders"],
  users: ["users"],
  messages: ["messages"],
  quotes: ["quotes"],
  promos: ["promo"],
  legal: ["legal"],
  societe: ["legal"],
  cgv: ["legal"],
  cookie: ["legal"],
  privacy: ["legal"],
  landing: ["home"],
  blog: ["blog"],
  newsletters: ["newsletter"],
  faq: ["faq"],
  extern: ["extern"],
}

export function isGrant(value: unknown): value is Grant {
  return typeof value === "string" && (GRANTS as readonly string[]).includes(value)
}

/** The known grants among `values`, once each, in table order (unknown strings from storage are dropped). */
export function knownGrants(values: unknown): Grant[] {
  if (!Array.isArray(values)) return []
  const held = new Set(values.filter(isGrant))
  return GRANTS.filter((grant) => held.has(grant))
}

/** An admin is a staff user holding at least one grant (section 6: isAdmin opens the admin area). */
export function isAdmin(grants: unknown): boolean {
  return knownGrants(grants).length > 0
}

/**
 * The grants an admin path needs. Takes `/admin/orders/12`, `orders/12` or `/admin/orders?page=2`.
 * A group the spec's table does not name (history, references, anything new) or a path that is not plain
 * (`..`, percent-escapes) needs EVERY grant: only a full admin gets in until someone decides otherwise,
 * which fails closed without locking the shop's owner out.
 */
export function requiredGrants(path: string): readonly Grant[] {
  const bare = path.split(/[?#]/, 1)[0].toLowerCase()
  const segments = bare.split("/").filter((segment) => segment !== "")
  if (segments[0] === "admin") segments.shift()
  if (segments.some((segment) => segment === "." || segment === ".." || segment.includes("%") || segment.includes("\\"))) {
    return GRANTS
  }
  const group = segments[0] ?? ""
  return Object.prototype.hasOwnProperty.call(ADMIN_PATH_GRANTS, group) ? ADMIN_PATH_GRANTS[group] : GRANTS
}

/** Whether a staff user holding `grants` may enter the admin path: an admin holding all the path needs. */
export function canEnter(grants: unknown, path: string): boolean {
  const held = new Set(knownGrants(grants))
  return held.size > 0 && requiredGrants(path).every((grant) => held.has(grant))
}
