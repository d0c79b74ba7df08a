import { centsToMajor } from "@shop/shared"

/**
 * A price as the feeds write it: Google Merchant Center's `g:price` wants "123.45 EUR" (dot decimal, ISO currency),
 * ManoMano's CSV the same amount without the currency. Integer cents in, digits out: no float ever touches a price.
 */
export function feedPrice(cents: number): string {
  return `${feedAmount(cents)} EUR`
}

export function feedAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`a feed price is a non-negative integer of cents, got ${cents}`)
  return centsToMajor(cents)
}
