import { MemoryRateLimitStore, type RateLimitStore } from "../auth/rate-limit"
import { createRateLimitRedis, RedisRateLimitStore, type WarningLogger } from "../auth/redis-store"

/**
 * Unsubscribe calls one IP may make per window. A token cannot be guessed (256 bits); the limit keeps a script
 * from hammering the lookup. A person uses it once or twice; a shared office IP stays far below.
 */
export const UNSUBSCRIBE_LIMIT = { perIp: 20, windowMs: 15 * 60 * 1000 }

/** Counts every call per IP on the login limiter's store kind (Redis shared by replicas, else memory). */
export class UnsubscribeRateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly limit = UNSUBSCRIBE_LIMIT,
    private readonly clock: () => number = Date.now
  ) {}

  /** Counts the call; 0 when it may go on, else the seconds to wait. */
  async take(ip: string): Promise<number> {
    const now = this.clock()
    const entry = await this.store.increment(`newsletter-unsubscribe:ip:${ip}`, this.limit.windowMs, now)
    return entry.count > this.limit.perIp ? Math.ceil((entry.resetAt - now) / 1000) : 0
  }
}

type Shared = { limiter: UnsubscribeRateLimiter; signature: string; close(): Promise<void> }
let shared: Shared | undefined

/** The process's limiter: Redis when configured (option `redisUrl`, else REDIS_URL), else memory. */
export function unsubscribeRateLimiter(
  settings: { redisUrl?: string; redisKeyPrefix?: string } = {},
  logger: WarningLogger = console
): UnsubscribeRateLimiter {
  const redisUrl = settings.redisUrl ?? (process.env.REDIS_URL || undefined)
  const signature = JSON.stringify({ redisUrl, prefix: settings.redisKeyPrefix })
  if (!shared || shared.signature !== signature) {
    void shared?.close()
    const memory = new MemoryRateLimitStore()
    if (!redisUrl) {
      shared = { limiter: new UnsubscribeRateLimiter(memory), signature, close: async () => undefined }
    } else {
      const store = new RedisRateLimitStore(createRateLimitRedis(redisUrl), memory, logger, settings.redisKeyPrefix)
      shared = { limiter: new UnsubscribeRateLimiter(store), signature, close: () => store.close() }
    }
  }
  return shared.limiter
}
