/**
 * Staff verification of a pro's company (issue 11 item 12): pro prices apply from sign-up, but payment by bank
 * transfer (which holds stock unpaid for days) is offered only once staff have checked the company. The customer's
 * metadata key holds the ISO date of that check, or null / absent while unverified.
 */
export const PRO_VERIFIED_AT_KEY = 'pro_verified_at';

/** The verification date, when the metadata holds a valid ISO date; null otherwise (malformed counts as unverified). */
export function proVerifiedAt(metadata: Record<string, unknown> | null | undefined): Date | null {
  const value = metadata?.[PRO_VERIFIED_AT_KEY];
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
