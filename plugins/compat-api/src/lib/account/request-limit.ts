import { MemoryRateLimitStore, type RateLimitStore } from "../auth/rate-limit"
import { createRateLimitRedis, RedisRateLimitStore, type WarningLogger } from "../auth/redis-store"

export type RequestLimit = { perIp: number; perAccount: number; windowMs: number }

/** Reset e-mails: 10 requests per IP and 3 per e-mail address per hour (a mailbox is not to be flooded). */
export const PASSWORD_RESET_REQUEST_LIMIT: RequestLimit = { perIp: 10, perAccount: 3, windowMs: 60 * 60 * 1000 }

/**
 * Counts every request (not only failures) per IP and per e-mail over a window, on the same `RateLimitStore`
 * as the login limiter. Used where each request costs something to someone else: a reset e-mail sent.
 */
export class RequestRateLimiter {
  constructor(
    private readonly name: string,
    private readonly store: RateLimitStore,
    private readonly limits: RequestLimit,
    private readonly clock: () => number = Date.now
  ) {}

  /** Counts the request (per IP, and per address when one is given); 0 when it may go on, else the seconds to wait. */
  async take({ ip, email }: { ip: string; email?: string }): Promise<number> {
    const now = this.clock()
    const [byIp, byAccount] = await Promise.all([
      this.store.increment(`${this.name}:ip:${ip}`, this.limits.windowMs, now),
      email === undefined ? undefined : this.store.increment(`${this.name}:account:${email.trim().toLowerCase()}`, this.limits.windowMs, now),
    ])
    const waits = [
      byIp.count > this.limits.perIp ? byIp.resetAt - now : 0,
      byAccount && byAccount.count > this.limits.perAccount ? byAccount.resetAt - now : 0,
    ]
    return Math.ceil(Math.max(...waits) / 1000)
  }
}

type Shared = { limiter: RequestRateLimiter; signature: string; close(): Promise<void> }
const shared = new Map<string, Shared>()

/**
 * The process's limiter `name` (keys `…<name>:*`): counters in the same Redis as the login limiter when one is
 * configured (plugin option `redisUrl`, else REDIS_URL), in memory otherwise. One per name and process.
 */
export function requestLimiter(
  name: string,
  limits: RequestLimit,
  settings: { redisUrl?: string; redisKeyPrefix?: string } = {},
  logger: WarningLogger = console
): RequestRateLimiter {
  const redisUrl = settings.redisUrl ?? (process.env.REDIS_URL || undefined)
  const signature = JSON.stringify({ redisUrl, prefix: settings.redisKeyPrefix })
  const current = shared.get(name)
  if (current && current.signature === signature) return current.limiter
  void current?.close()
  const memory = new MemoryRateLimitStore()
  const store = redisUrl ? new RedisRateLimitStore(createRateLimitRedis(redisUrl), memory, logger, settings.redisKeyPrefix) : memory
  const entry: Shared = {
    limiter: new RequestRateLimiter(name, store, limits),
    signature,
    close: store instanceof RedisRateLimitStore ? () => store.close() : async () => undefined,
  }
  shared.set(name, entry)
  return entry.limiter
}

/** Reset requests (`…iforgot:*`). */
export function passwordResetRequestLimiter(
  settings: { redisUrl?: string; redisKeyPrefix?: string } = {},
  logger: WarningLogger = console
): RequestRateLimiter {
  return requestLimiter("iforgot", PASSWORD_RESET_REQUEST_LIMIT, settings, logger)
}
