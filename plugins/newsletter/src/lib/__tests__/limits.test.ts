import { MemoryRateLimitStore, RateLimiter } from "@shop/server-kit"
import { UNSUBSCRIBE_LIMIT } from "../limits"

describe("unsubscribe limit", () => {
  it("refuses the 21st call of one IP within 15 minutes, not another IP's", async () => {
    let now = 1_000_000
    const limiter = new RateLimiter("newsletter-unsubscribe", new MemoryRateLimitStore(), UNSUBSCRIBE_LIMIT, () => now)
    for (let i = 0; i < 20; i++) expect(await limiter.take({ ip: "10.0.0.1" })).toBe(0)
    expect(await limiter.take({ ip: "10.0.0.1" })).toBe(900)
    expect(await limiter.take({ ip: "10.0.0.2" })).toBe(0)
    now += 15 * 60 * 1000
    expect(await limiter.take({ ip: "10.0.0.1" })).toBe(0)
  })
})
