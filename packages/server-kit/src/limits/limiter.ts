import type { Counter, RateLimitStore } from "./store"

/** How many requests one IP, and optionally one key (an e-mail address, an account), may make per window. */
export type WindowLimit = { perIp: number; perKey?: number; windowMs: number }

/** Who a request counts against: always its IP, and a key when the limit has one. */
export type LimitSubject = { ip: string; key?: string }

/**
 * Windowed counts per IP and per key under the limiter's name (`<name>:ip:<ip>`, `<name>:key:<key>`). Keys are
 * compared trimmed and lower-cased (e-mail addresses).
 */
export class RateLimiter {
  constructor(
    readonly name: string,
    private readonly store: RateLimitStore,
    private readonly limit: WindowLimit,
    private readonly clock: () => number = Date.now
  ) {}

  private keys({ ip, key }: LimitSubject): { ip: string; key?: string } {
    const byKey = key !== undefined && this.limit.perKey !== undefined ? `${this.name}:key:${key.trim().toLowerCase()}` : undefined
    return { ip: `${this.name}:ip:${ip}`, ...(byKey ? { key: byKey } : {}) }
  }

  /** Seconds until the subject may go on (0: now), from counters that went past `above`. */
  private waitOf(now: number, ip: Counter, key: Counter | undefined, strict: boolean): number {
    const over = (counter: Counter, max: number) => (strict ? counter.count > max : counter.count >= max)
    const waits = [
      over(ip, this.limit.perIp) ? ip.resetAt - now : 0,
      key && over(key, this.limit.perKey ?? Number.MAX_SAFE_INTEGER) ? key.resetAt - now : 0,
    ]
    return Math.ceil(Math.max(...waits) / 1000)
  }

  /** Counts this request, then answers: 0 when it may go on, else the seconds to wait. Atomic per counter. */
  async take(subject: LimitSubject): Promise<number> {
    const now = this.clock()
    const keys = this.keys(subject)
    const [ip, key] = await Promise.all([
      this.store.increment(keys.ip, this.limit.windowMs, now),
      keys.key ? this.store.increment(keys.key, this.limit.windowMs, now) : undefined,
    ])
    return this.waitOf(now, ip, key, true)
  }

  /** For limits on failures only (the order lookup): the wait the subject's past failures impose, counting nothing. */
  async wait(subject: LimitSubject): Promise<number> {
    const now = this.clock()
    const keys = this.keys(subject)
    const [ip, key] = await Promise.all([
      this.store.peek(keys.ip, now),
      keys.key ? this.store.peek(keys.key, now) : undefined,
    ])
    return this.waitOf(now, ip, key, false)
  }

  /** Counts a failure (with `wait`). */
  async record(subject: LimitSubject): Promise<void> {
    await this.take(subject)
  }
}
