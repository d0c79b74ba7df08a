/** A windowed counter: its count and when its window ends (epoch ms). */
export type Counter = { count: number; resetAt: number }

/**
 * Where the counters live: Redis shared by every replica (`redis-store.ts`), or one process's memory. Every
 * operation is atomic on its key, so parallel requests each get their own count.
 */
export interface RateLimitStore {
  /** Adds one to the key's counter (a fresh window starts when the old one is over); returns the new count. */
  increment(key: string, windowMs: number, now: number): Promise<Counter>
  /** The current count of the key (0 when its window is over). */
  peek(key: string, now: number): Promise<Counter>
  /**
   * Takes the key's hold for `holdMs` if nobody holds it: true and the hold is ours, else false and `resetAt` says
   * when the current hold ends. The growing delay of the login limiter rests on it.
   */
  hold(key: string, holdMs: number, now: number): Promise<{ taken: boolean; resetAt: number }>
  reset(key: string): Promise<void>
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly counters = new Map<string, Counter>()

  async increment(key: string, windowMs: number, now: number): Promise<Counter> {
    this.prune(now)
    const current = this.counters.get(key)
    const entry = current && current.resetAt > now ? { ...current, count: current.count + 1 } : { count: 1, resetAt: now + windowMs }
    this.counters.set(key, entry)
    return entry
  }

  async peek(key: string, now: number): Promise<Counter> {
    return this.current(key, now)
  }

  async hold(key: string, holdMs: number, now: number): Promise<{ taken: boolean; resetAt: number }> {
    // No await between the read and the write: parallel callers cannot both see the hold free.
    const current = this.current(key, now)
    if (current.count > 0) return { taken: false, resetAt: current.resetAt }
    this.counters.set(key, { count: 1, resetAt: now + holdMs })
    return { taken: true, resetAt: now + holdMs }
  }

  async reset(key: string): Promise<void> {
    this.counters.delete(key)
  }

  private current(key: string, now: number): Counter {
    const entry = this.counters.get(key)
    return entry && entry.resetAt > now ? entry : { count: 0, resetAt: now }
  }

  /** Drops finished windows once the map grows, so a flood of distinct keys cannot grow it forever. */
  private prune(now: number): void {
    if (this.counters.size < 10_000) return
    for (const [key, entry] of this.counters) if (entry.resetAt <= now) this.counters.delete(key)
  }
}
