import { majorToCents } from "@shop/shared"

/**
 * Loyalty tiers of the trade customers (ADR 003): the percentage grows with what the pro paid us
 * over the last 12 months. Thresholds are TTC amounts in cents, highest first.
 */
export type LoyaltyTier = {
  percent: 5 | 10 | 15
  /** paid total (TTC, cents) over the window from which the tier applies */
  minPaidCents: number
  /** Medusa customer group whose members get the tier's automatic promotion */
  groupName: string
  /** code of the automatic promotion, which the cart shows as the discount's name */
  promotionCode: string
}

export const LOYALTY_TIERS: readonly LoyaltyTier[] = [
  { percent: 15, minPaidCents: 3_000_000, groupName: "pro-fidelite-15", promotionCode: "Remise fidélité 15 %" },
  { percent: 10, minPaidCents: 1_000_000, groupName: "pro-fidelite-10", promotionCode: "Remise fidélité 10 %" },
  { percent: 5, minPaidCents: 200_000, groupName: "pro-fidelite-5", promotionCode: "Remise fidélité 5 %" },
]

/** How far back paid orders count. */
export const LOYALTY_WINDOW_MONTHS = 12

/** The tier a paid total earns, or null below the first threshold. */
export function tierForPaidTotal(paidCents: number): LoyaltyTier | null {
  return LOYALTY_TIERS.find((tier) => paidCents >= tier.minPaidCents) ?? null
}

/** Start of the window: the same instant 12 months earlier (29 February falls back to 1 March). */
export function loyaltyWindowStart(now: Date): Date {
  const start = new Date(now.getTime())
  start.setUTCMonth(start.getUTCMonth() - LOYALTY_WINDOW_MONTHS)
  return start
}

type Amount = number | string | { value?: number | string } | null | undefined

/** The slice of an order the tier rule reads: its date, state and what its payments brought in. */
export type PaidOrderRecord = {
  created_at: string | Date
  status?: string | null
  canceled_at?: string | Date | null
  payment_collections?: ({ captured_amount?: Amount; refunded_amount?: Amount; raw_captured_amount?: Amount; raw_refunded_amount?: Amount } | null)[] | null
}

function amountCents(value: Amount): number {
  if (value === null || value === undefined || value === "") return 0
  if (typeof value === "object") return amountCents(value.value)
  return majorToCents(value)
}

/**
 * What a customer actually paid within the window, in cents: captured less refunded money of every
 * order placed since `loyaltyWindowStart(now)`; canceled orders and authorised-only payments count
 * for nothing (a pending bank transfer is no payment yet).
 */
export function paidTotalCents(orders: PaidOrderRecord[], now: Date): number {
  const since = loyaltyWindowStart(now).getTime()
  let total = 0
  for (const order of orders) {
    if (order.status === "canceled" || order.canceled_at) continue
    const placed = new Date(order.created_at).getTime()
    if (!(placed >= since && placed <= now.getTime())) continue
    for (const collection of order.payment_collections ?? []) {
      if (!collection) continue
      const captured = amountCents(collection.raw_captured_amount ?? collection.captured_amount)
      const refunded = amountCents(collection.raw_refunded_amount ?? collection.refunded_amount)
      total += Math.max(0, captured - refunded)
    }
  }
  return total
}
