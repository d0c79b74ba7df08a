import { MemoryRateLimitStore } from "../auth/rate-limit"

/** Failed order lookups one IP may make per window: enough for typos, far too few to try numbers. */
export const ORDER_LOOKUP_LIMIT = { perIp: 10, windowMs: 15 * 60 * 1000 }

const store = new MemoryRateLimitStore()
const key = (ip: string) => `order-lookup:ip:${ip}`

/** Seconds until this IP may look up again; 0 when it may. */
export async function orderLookupWait(ip: string, now = Date.now()): Promise<number> {
  const entry = await store.peek(key(ip), now)
  return entry.count >= ORDER_LOOKUP_LIMIT.perIp ? Math.ceil((entry.resetAt - now) / 1000) : 0
}

export async function recordFailedLookup(ip: string, now = Date.now()): Promise<void> {
  await store.increment(key(ip), ORDER_LOOKUP_LIMIT.windowMs, now)
}
