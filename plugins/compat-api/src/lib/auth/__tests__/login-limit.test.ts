import { MemoryRateLimitStore } from "@shop/server-kit"
import { LoginLimiter } from "../login-limit"

const LIMITS = { perIp: 10, freeAttempts: 3, baseDelayMs: 10_000, maxDelayMs: 60_000, windowMs: 15 * 60_000 }

function setup() {
  let now = 1_000_000
  const limiter = new LoginLimiter(new MemoryRateLimitStore(), LIMITS, () => now)
  return { limiter, advance: (ms: number) => (now += ms) }
}

async function fail(limiter: LoginLimiter, attempt: { ip: string; email: string }): Promise<number> {
  const { wait } = await limiter.admit(attempt)
  if (wait === 0) await limiter.failed(attempt)
  return wait
}

describe("LoginLimiter", () => {
  const attempt = { ip: "1.1.1.1", email: "Client@Exemple.fr" }

  it("lets the free attempts through, then makes each next one wait a delay that doubles", async () => {
    const { limiter, advance } = setup()
    for (let i = 0; i < 3; i++) expect(await fail(limiter, attempt)).toBe(0)
    expect(await fail(limiter, attempt)).toBe(10)
    advance(10_000)
    expect(await fail(limiter, attempt)).toBe(0)
    // That attempt (the 5th counted, 2 beyond the free ones) set a 40 s delay.
    expect(await fail(limiter, attempt)).toBe(40)
    advance(40_000)
    expect(await fail(limiter, attempt)).toBe(0)
    expect(await fail(limiter, attempt)).toBe(60)
  })

  it("does not slow the same account down from another IP", async () => {
    const { limiter } = setup()
    for (let i = 0; i < 5; i++) await fail(limiter, attempt)
    expect((await limiter.admit({ ip: "2.2.2.2", email: "client@exemple.fr" })).wait).toBe(0)
  })

  it("caps the attempts of one IP whatever the account", async () => {
    const { limiter } = setup()
    for (let i = 0; i < 10; i++) expect((await limiter.admit({ ip: "9.9.9.9", email: `a${i}@x.fr` })).wait).toBe(0)
    expect((await limiter.admit({ ip: "9.9.9.9", email: "z@x.fr" })).wait).toBeGreaterThan(0)
  })

  it("counts before the check: of 20 parallel attempts, at most free + 1 may check a password", async () => {
    const { limiter } = setup()
    const gates = await Promise.all(Array.from({ length: 20 }, () => limiter.admit(attempt)))
    expect(gates.filter((g) => g.wait === 0).length).toBeLessThanOrEqual(LIMITS.freeAttempts + 1)
  })

  it("starts afresh after the right password", async () => {
    const { limiter } = setup()
    for (let i = 0; i < 3; i++) await fail(limiter, attempt)
    await limiter.succeeded(attempt)
    expect((await limiter.admit(attempt)).wait).toBe(0)
  })
})
