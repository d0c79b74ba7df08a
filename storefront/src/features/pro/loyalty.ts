/**
 * The loyalty tiers as the /pro page shows them (ADR 003; the rule itself lives in plugins/pro-pricing, whose
 * table a test compares with this one). What counts is the money paid (TTC) over the last 12 months.
 */
export const PRO_CATALOGUE_DISCOUNT_PERCENT = 2;

export const LOYALTY_TIERS_SHOWN = [
  { percent: 5, minPaidCents: 200_000 },
  { percent: 10, minPaidCents: 1_000_000 },
  { percent: 15, minPaidCents: 3_000_000 },
] as const;

export const MAX_LOYALTY_PERCENT = LOYALTY_TIERS_SHOWN[LOYALTY_TIERS_SHOWN.length - 1].percent;

/** Whole euros, French format: 200000 cents -> '2 000 €' (narrow no-break space, no-break space before €). */
export function formatWholeEuros(cents: number): string {
  return new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(cents / 100);
}
