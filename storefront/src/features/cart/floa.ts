/**
 * Section 9: the 3-payment offer shown in the cart is the net TTC amount plus 3 %, in integer cents (offer code
 * BC3XF, country FR, locale fr). It is shown only when the build-time flag FloaEnabled (GATSBY_FLOA_ENABLED) is on.
 */

export const FLOA_OFFER_CODE = 'BC3XF';
export const FLOA_FEE_PERCENT = 3;
export const FLOA_INSTALMENTS = 3;

/** Written literally so Gatsby inlines it at build time; off unless set to 'true'. */
export const FLOA_ENABLED = process.env.GATSBY_FLOA_ENABLED === 'true';

/** net TTC × 1.03 in integer cents, rounded half up — with integers only, never floats. */
export function instalmentTotal(netTtcCents: number): number {
  if (!Number.isSafeInteger(netTtcCents) || netTtcCents < 0) throw new RangeError(`not an amount in cents: ${netTtcCents}`);
  const scaled = BigInt(netTtcCents) * BigInt(100 + FLOA_FEE_PERCENT);
  return Number((scaled + 50n) / 100n);
}

/** The total split in three whole-cent payments; the first carries the leftover cents. */
export function instalments(totalCents: number): number[] {
  const total = BigInt(totalCents);
  const count = BigInt(FLOA_INSTALMENTS);
  const base = total / count;
  const rest = total - base * count;
  return Array.from({ length: FLOA_INSTALMENTS }, (_, i) => Number(i === 0 ? base + rest : base));
}
