import { htFromTtc } from '@shop/shared';
import { LOYALTY_TIERS_SHOWN, PRO_CATALOGUE_DISCOUNT_PERCENT } from '../pro/loyalty';

/** The shop's VAT rate on its catalogue (France, standard rate): the HT list price shown in the static HTML. */
export const CATALOGUE_VAT_PERCENT = 20;

/** `cents` less `percent` %, rounded half-up to the cent, in integers (49990 less 2 % -> 48990). */
export function lessPercent(cents: number, percent: number): number {
  const scaled = BigInt(cents) * BigInt(100 - percent);
  return Number((scaled + 50n) / 100n);
}

/** The public list price excluding tax, from the catalogue's TTC price. */
export function listPriceHt(ttcCents: number): number {
  return htFromTtc(ttcCents, CATALOGUE_VAT_PERCENT);
}

/**
 * A logged-in pro's own price excluding tax (ADR 003): the list price less 2 % (the pro price list), then less the
 * loyalty tier's percentage, then without VAT, each step rounded half-up to the cent as the engine does.
 */
export function ownPriceHt(ttcCents: number, tierPercent: number): number {
  const pro = lessPercent(ttcCents, PRO_CATALOGUE_DISCOUNT_PERCENT);
  return htFromTtc(tierPercent > 0 ? lessPercent(pro, tierPercent) : pro, CATALOGUE_VAT_PERCENT);
}

export type PaidOrder = { date: string; state: string; total: { ttc: number } };

/** Order states (section 4.1) whose money has been paid and counts towards the tier (ADR 003). */
const COUNTED_STATES = new Set(['PAYED', 'READY', 'SENT', 'DELIVERED']);

export type LoyaltyStanding = {
  paidCents: number;
  tierPercent: number;
  next: { percent: number; leftCents: number } | null;
};

/**
 * Where a pro stands on the loyalty ladder from their orders of the last 12 months (what the pro-pricing plugin
 * computes from captured payments; shown here as a guide, the cart applies the engine's own tier).
 */
export function loyaltyStanding(orders: PaidOrder[], now: Date): LoyaltyStanding {
  const since = new Date(now);
  since.setFullYear(since.getFullYear() - 1);
  const paidCents = orders
    .filter((order) => COUNTED_STATES.has(order.state) && new Date(order.date) >= since)
    .reduce((sum, order) => sum + order.total.ttc, 0);
  const reached = LOYALTY_TIERS_SHOWN.filter((tier) => paidCents >= tier.minPaidCents);
  const tierPercent = reached.length ? reached[reached.length - 1].percent : 0;
  const upcoming = LOYALTY_TIERS_SHOWN.find((tier) => paidCents < tier.minPaidCents);
  return { paidCents, tierPercent, next: upcoming ? { percent: upcoming.percent, leftCents: upcoming.minPaidCents - paidCents } : null };
}
