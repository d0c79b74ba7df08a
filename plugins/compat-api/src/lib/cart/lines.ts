import { MAX_CART_QUANTITY, type ApiCart } from "@shop/shared"

/**
 * Section 4.3: an add ADDS its quantity to the line of the same product, unless that line is "fixed" —
 * its quantity was set by the cart's own edit — in which case the quantity REPLACES it. The cart drawer's
 * edit sends `fixed: true`: it sets the quantity and marks the line (line metadata `fixed: true`).
 * Quantity 0 removes the line.
 */
export const FIXED_LINE_KEY = "fixed"

export type ExistingLine = { id: string; quantity: number; fixed: boolean }
export type LineRequest = { quantity: number; fixed: boolean }

export type LinePlan =
  | { action: "none" }
  | { action: "create"; quantity: number; fixed: boolean }
  | { action: "set"; lineId: string; quantity: number; fixed: boolean }
  | { action: "remove"; lineId: string }
  /** the sum of an add would pass the shop's per-line limit: refused, nothing written */
  | { action: "too-many"; max: number }

export function isFixedLine(metadata: Record<string, unknown> | null | undefined): boolean {
  return metadata?.[FIXED_LINE_KEY] === true
}

export function planLineChange(existing: ExistingLine | null, request: LineRequest, max = MAX_CART_QUANTITY): LinePlan {
  if (request.quantity === 0) return existing ? { action: "remove", lineId: existing.id } : { action: "none" }
  if (!existing) return { action: "create", quantity: request.quantity, fixed: request.fixed }
  // Once fixed by the drawer, a line stays fixed: later adds keep replacing its quantity.
  if (request.fixed || existing.fixed) return { action: "set", lineId: existing.id, quantity: request.quantity, fixed: true }
  const sum = existing.quantity + request.quantity
  if (sum > max) return { action: "too-many", max }
  return { action: "set", lineId: existing.id, quantity: sum, fixed: false }
}

/**
 * The order button's rule (section 4.3): a cart can be ordered when it has lines and none carries an
 * inventory error. The checkout checks it again on the server before the order is made.
 */
export function cartCanBeOrdered(cart: Pick<ApiCart, "products">): boolean {
  return cart.products.length > 0 && cart.products.every((line) => !line.inventoryError)
}
