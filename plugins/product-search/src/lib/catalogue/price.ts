import { htFromTtc, majorToCents, type ApiPrice } from "@shop/shared"
import type { CalculatedPrice } from "./record"

/** Rates such as 5.5 % become exact integers at this scale (20 % -> 200000). */
const RATE_SCALE = 10_000n

/** HT -> TTC in integer cents, rounded half-up: only needed if a region were set to tax-exclusive prices. */
export function ttcFromHt(htCents: number, ratePercent: number): number {
  const rate = BigInt(Math.round(ratePercent * Number(RATE_SCALE)))
  const base = 100n * RATE_SCALE
  const ht = BigInt(htCents)
  return Number((2n * ht * (base + rate) + base) / (2n * base))
}

/**
 * Medusa's calculated price (major units) -> the spec's `{ ht, ttc }` in integer cents. The raw
 * decimal string is preferred over the float so that 499.9 never turns into 49989 cents.
 * Returns null when the product has no price in the storefront's region.
 */
export function toApiPrice(price: CalculatedPrice | null | undefined, taxRatePercent: number): ApiPrice | null {
  const amount = price?.raw_calculated_amount?.value ?? price?.calculated_amount
  if (amount === null || amount === undefined || amount === "") return null
  const cents = majorToCents(amount)
  if (price?.is_calculated_price_tax_inclusive === false) {
    return { ht: cents, ttc: ttcFromHt(cents, taxRatePercent) }
  }
  return { ht: htFromTtc(cents, taxRatePercent), ttc: cents }
}
