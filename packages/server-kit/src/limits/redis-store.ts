import Redis from "ioredis"
import type { Counter, RateLimitStore } from "./store"

export const DEFAULT_REDIS_KEY_PREFIX = "maison-chaleur:rate-limit:"

/** What the store needs of a logger (Medusa's logger, or console in tests). */
export type WarningLogger = { warn(message: string): void }

/**
 * One round trip, atomic: INCR, and an expiry for a key that has none (a new window, or a key that lost its TTL).
 * Returns the count and the milliseconds left in the window. Concurrent callers on any replica each get their
 * own count: 50 parallel hits read 1..50, never the same number twice.
 */
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`

/** SET NX PX, and the remaining time of the hold that is already there when it fails: one round trip. */
const HOLD_SCRIPT = `
if redis.call('SET', KEYS[1], '1', 'NX', 'PX', ARGV[1]) then
  return {1, tonumber(ARGV[1])}
end
return {0, redis.call('PTTL', KEYS[1])}
`

/**
 * A client that gives up quickly: a request must not hang because Redis does. Commands wait at most
 * `commandTimeoutMs` (offline queue included) and are not retried; the client keeps reconnecting meanwhile.
 */
export function createRateLimitRedis(url: string, commandTimeoutMs = 500): Redis {
  const redis = new Redis(url, {
    connectTimeout: 2000,
    commandTimeout: commandTimeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  })
  // Connection errors surface through the failed commands (one throttled warning); without a listener ioredis
  // would print every reconnection attempt.
  redis.on("error", () => undefined)
  return redis
}

/**
 * Counters in Redis, so every server replica counts the same requests.
 *
 * When Redis fails, the store FAILS OPEN to a per-process fallback (the memory store) and logs a warning at most
 * once a minute: the shop keeps working and is still limited per replica. Failing closed would refuse every login
 * while Redis is down (customers and staff locked out by an outage, not by an attacker); counting nothing would
 * leave passwords wide open. The fallback's counts are lost when Redis comes back.
 */
export class RedisRateLimitStore implements RateLimitStore {
  private lastWarning = Number.NEGATIVE_INFINITY

  constructor(
    private readonly redis: Redis,
    private readonly fallback: RateLimitStore,
    private readonly logger: WarningLogger,
    private readonly prefix: string = DEFAULT_REDIS_KEY_PREFIX
  ) {}

  async increment(key: string, windowMs: number, now: number): Promise<Counter> {
    try {
      const [count, ttl] = (await this.redis.eval(INCREMENT_SCRIPT, 1, this.prefix + key, String(windowMs))) as [number, number]
      return { count: Number(count), resetAt: now + Number(ttl) }
    } catch (error) {
      this.warn(error)
      return this.fallback.increment(key, windowMs, now)
    }
  }

  async peek(key: string, now: number): Promise<Counter> {
    try {
      const replies = await this.redis.multi().get(this.prefix + key).pttl(this.prefix + key).exec()
      if (!replies) throw new Error("transaction aborted")
      for (const [error] of replies) if (error) throw error
      const count = Number(replies[0][1] ?? 0)
      const ttl = Number(replies[1][1])
      return count > 0 && ttl > 0 ? { count, resetAt: now + ttl } : { count: 0, resetAt: now }
    } catch (error) {
      this.warn(error)
      return this.fallback.peek(key, now)
    }
  }

  async hold(key: string, holdMs: number, now: number): Promise<{ taken: boolean; resetAt: number }> {
    try {
      const [taken, ttl] = (await this.redis.eval(HOLD_SCRIPT, 1, this.prefix + key, String(holdMs))) as [number, number]
      return { taken: Number(taken) === 1, resetAt: now + Math.max(0, Number(ttl)) }
    } catch (error) {
      this.warn(error)
      return this.fallback.hold(key, holdMs, now)
    }
  }

  async reset(key: string): Promise<void> {
    // The fallback may hold counts from an outage: a reset clears both.
    await this.fallback.reset(key)
    try {
      await this.redis.del(this.prefix + key)
    } catch (error) {
      this.warn(error)
    }
  }

  async close(): Promise<void> {
    // QUIT lets pending commands finish; a client that cannot reach Redis is just dropped (QUIT would wait for a
    // connection that never comes, keeping its reconnection timer alive).
    if (this.redis.status !== "ready") return this.redis.disconnect()
    await this.redis.quit().catch(() => this.redis.disconnect())
  }

  private warn(error: unknown): void {
    const now = Date.now()
    if (now - this.lastWarning < 60_000) return
    this.lastWarning = now
    const reason = error instanceof Error ? error.message : String(error)
    this.logger.warn(`server-kit: rate limits cannot reach Redis (${reason}); counting per process until it is back`)
  }
}
