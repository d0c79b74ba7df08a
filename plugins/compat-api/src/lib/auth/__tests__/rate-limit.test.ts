import { LoginRateLimiter, MemoryRateLimitStore } from "../rate-limit"

const limits = { perIp: 4, perAccount: 2, windowMs: 60_000 }

function limiter() {
  let now = 1_000_000
  const clock = { advance: (ms: number) => (now += ms) }
  return { limiter: new LoginRateLimiter(new MemoryRateLimitStore(), limits, () => now), clock }
}

describe("LoginRateLimiter", () => {
  it("blocks an account after its failures, from any IP, until the window ends", async () => {
    const { limiter: l, clock } = limiter()
    await l.recordFailure({ ip: "1.1.1.1", email: "a@x.fr" })
    expect(await l.retryAfter({ ip: "2.2.2.2", email: "a@x.fr" })).toBe(0)
    await l.recordFailure({ ip: "2.2.2.2", email: "A@X.fr" })
    expect(await l.retryAfter({ ip: "3.3.3.3", email: "a@x.fr" })).toBe(60)
    expect(await l.retryAfter({ ip: "3.3.3.3", email: "b@x.fr" })).toBe(0)
    clock.advance(30_000)
    expect(await l.retryAfter({ ip: "3.3.3.3", email: "a@x.fr" })).toBe(30)
    clock.advance(30_000)
    expect(await l.retryAfter({ ip: "3.3.3.3", email: "a@x.fr" })).toBe(0)
  })

  it("blocks an IP after its failures, whatever the account", async () => {
    const { limiter: l } = limiter()
    for (const email of ["a@x.fr", "b@x.fr", "c@x.fr", "d@x.fr"]) await l.recordFailure({ ip: "9.9.9.9", email })
    expect(await l.retryAfter({ ip: "9.9.9.9", email: "e@x.fr" })).toBeGreaterThan(0)
    expect(await l.retryAfter({ ip: "8.8.8.8", email: "e@x.fr" })).toBe(0)
  })

  it("clears the account's counter on success, not the IP's", async () => {
    const { limiter: l } = limiter()
    await l.recordFailure({ ip: "9.9.9.9", email: "a@x.fr" })
    await l.recordSuccess({ ip: "9.9.9.9", email: "a@x.fr" })
    await l.recordFailure({ ip: "9.9.9.9", email: "a@x.fr" })
    expect(await l.retryAfter({ ip: "7.7.7.7", email: "a@x.fr" })).toBe(0)
    await l.recordFailure({ ip: "9.9.9.9", email: "z@x.fr" })
    await l.recordFailure({ ip: "9.9.9.9", email: "y@x.fr" })
    expect(await l.retryAfter({ ip: "9.9.9.9", email: "new@x.fr" })).toBeGreaterThan(0)
  })
})
