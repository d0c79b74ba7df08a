import type { MedusaContainer } from "@medusajs/framework/types"
import { rateLimiter, type LimitedRequest } from "@shop/server-kit"

/** Failed order lookups one IP may make per window: enough for typos, far too few to try numbers. */
export const ORDER_LOOKUP_LIMIT = { perIp: 10, windowMs: 15 * 60 * 1000 }

/** On the kit's store: Redis when configured, so the limit holds across replicas. */
const limiter = (scope: MedusaContainer) => rateLimiter(scope, "order-lookup", ORDER_LOOKUP_LIMIT)

/** Seconds until this IP may look up again; 0 when it may. */
export async function orderLookupWait(scope: MedusaContainer, ip: string): Promise<number> {
  return limiter(scope).wait({ ip })
}

export async function recordFailedLookup(scope: MedusaContainer, ip: string): Promise<void> {
  await limiter(scope).record({ ip })
}

/**
 * Calls that cost a database read or a Stripe call each, whoever makes them: per IP and minute, far above what a
 * shopper's page asks (the card return page polls every few seconds) and far below a scraper's pace.
 */
export const ORDER_DETAIL_READS: LimitedRequest = { name: "order-detail", limit: { perIp: 60, windowMs: 60 * 1000 } }
export const ORDER_VOUCHER_READS: LimitedRequest = { name: "order-voucher", limit: { perIp: 60, windowMs: 60 * 1000 } }
export const CARD_RETURNS: LimitedRequest = { name: "card-return", limit: { perIp: 60, windowMs: 60 * 1000 } }
