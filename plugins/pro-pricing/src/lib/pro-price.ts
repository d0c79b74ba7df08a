import { centsToMajor, majorToCents } from "@shop/shared"

/** The pro catalogue price is the list price less this percentage (spec section 9). */
export const PRO_DISCOUNT_PERCENT = 2

/**
 * List price in cents -> pro price in cents: `cents × (100 − 2) / 100`, rounded half-up to the cent,
 * on integers only (49990 -> 48990.2 -> 48990; 25 -> 24.5 -> 25).
 */
export function proPriceCents(listCents: number): number {
  if (!Number.isSafeInteger(listCents) || listCents < 0) {
    throw new RangeError(`a list price must be a non-negative integer of cents, got ${String(listCents)}`)
  }
  const scaled = BigInt(listCents) * BigInt(100 - PRO_DISCOUNT_PERCENT)
  return Number((scaled + 50n) / 100n)
}

/** Medusa amount (major units, "499.90" or 499.9) -> the pro amount as Medusa's exact decimal text ("489.90"). */
export function proPriceAmount(listAmount: number | string): string {
  return centsToMajor(proPriceCents(majorToCents(listAmount)))
}
