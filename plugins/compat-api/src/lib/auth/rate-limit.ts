import type { LoginRateLimit } from "../options"
import { createRateLimitRedis, RedisRateLimitStore, type WarningLogger } from "./redis-store"

/**
 * Where attempt counters live. The in-memory store below serves one server process; with several replicas
 * (docker-compose) the Redis store (`redis-store.ts`) shares them, chosen by `loginRateLimiter`.
 */
export interface RateLimitStore {
  /** Adds one to the key's counter (a fresh window starts when the old one is over); returns the count. */
  increment(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }>
  /** The current count of the key (0 when its window is over). */
  peek(key: string, now: number): Promise<{ count: number; resetAt: number }>
  reset(key: string): Promise<void>
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly counters = new Map<string, { count: number; resetAt: number }>()

  async increment(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }> {
    this.prune(now)
    const current = this.counters.get(key)
    const entry = current && current.resetAt > now ? { ...current, count: current.count + 1 } : { count: 1, resetAt: now + windowMs }
    this.counters.set(key, entry)
    return entry
  }

  async peek(key: string, now: number): Promise<{ count: number; resetAt: number }> {
    const current = this.counters.get(key)
    return current && current.resetAt > now ? current : { count: 0, resetAt: now }
  }

  async reset(key: string): Promise<void> {
    this.counters.delete(key)
  }

  /** Drops finished windows once the map grows, so a flood of distinct keys cannot grow it forever. */
  private prune(now: number): void {
    if (this.counters.size < 10_000) return
    for (const [key, entry] of this.counters) if (entry.resetAt <= now) this.counters.delete(key)
  }
}

export type LoginAttempt = { ip: string; email: string }

/**
 * Failed logins counted per IP and per account over a window. A blocked caller is refused before its
 * password is even checked (so a correct guess after the limit does not get through); a success
 * clears the account's counter, not the IP's.
 */
export class LoginRateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly limits: LoginRateLimit,
    private readonly clock: () => number = Date.now
  ) {}

  private keys({ ip, email }: LoginAttempt): { ip: string; account: string } {
    return { ip: `login:ip:${ip}`, account: `login:account:${email.trim().toLowerCase()}` }
  }

  /** Seconds until the caller may try again; 0 when it may try now. */
  async retryAfter(attempt: LoginAttempt): Promise<number> {
    const now = this.clock()
    const keys = this.keys(attempt)
    const [ip, account] = await Promise.all([this.store.peek(keys.ip, now), this.store.peek(keys.account, now)])
    const waits = [
      ip.count >= this.limits.perIp ? ip.resetAt - now : 0,
      account.count >= this.limits.perAccount ? account.resetAt - now : 0,
    ]
    return Math.ceil(Math.max(...waits) / 1000)
  }

  async recordFailure(attempt: LoginAttempt): Promise<void> {
    const now = this.clock()
    const keys = this.keys(attempt)
    await Promise.all([
      this.store.increment(keys.ip, this.limits.windowMs, now),
      this.store.increment(keys.account, this.limits.windowMs, now),
    ])
  }

  async recordSuccess(attempt: LoginAttempt): Promise<void> {
    await this.store.reset(this.keys(attempt).account)
  }
}

export type RateLimitSettings = {
  limits: LoginRateLimit
  /** Redis of the counters; none: the process's memory */
  redisUrl?: string
  redisKeyPrefix?: string
}

type Shared = { limiter: LoginRateLimiter; signature: string; close(): Promise<void> }
let shared: Shared | undefined

function build(settings: RateLimitSettings, logger: WarningLogger): Omit<Shared, "signature"> {
  const memory = new MemoryRateLimitStore()
  if (!settings.redisUrl) return { limiter: new LoginRateLimiter(memory, settings.limits), close: async () => undefined }
  // The memory store doubles as the fallback while Redis is unreachable (fail open, see redis-store.ts).
  const store = new RedisRateLimitStore(createRateLimitRedis(settings.redisUrl), memory, logger, settings.redisKeyPrefix)
  return { limiter: new LoginRateLimiter(store, settings.limits), close: () => store.close() }
}

/**
 * The process's limiter: counters in Redis when a URL is configured (plugin option `redisUrl`, else REDIS_URL),
 * in memory otherwise. Rebuilt (and the old Redis connection closed) only when the settings change.
 */
export function loginRateLimiter(settings: RateLimitSettings, logger: WarningLogger = console): LoginRateLimiter {
  const resolved = { ...settings, redisUrl: settings.redisUrl ?? (process.env.REDIS_URL || undefined) }
  const signature = JSON.stringify(resolved)
  if (!shared || shared.signature !== signature) {
    void shared?.close()
    shared = { ...build(resolved, logger), signature }
  }
  return shared.limiter
}

/** Closes the Redis connection of the process's limiter, if any (shutdown, tests). */
export async function closeLoginRateLimiter(): Promise<void> {
  const current = shared
  shared = undefined
  await current?.close()
}
