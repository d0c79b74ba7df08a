import { RateLimiter } from "../limits/limiter"
import { MemoryRateLimitStore } from "../limits/store"

function limiter(limit = { perIp: 5, perKey: 2, windowMs: 60_000 }) {
  let now = 1_000_000
  return { limiter: new RateLimiter("t", new MemoryRateLimitStore(), limit, () => now), advance: (ms: number) => (now += ms) }
}

describe("RateLimiter", () => {
  it("counts every request per key and per IP, and says how long to wait", async () => {
    const { limiter: l, advance } = limiter()
    expect(await l.take({ ip: "1.1.1.1", key: "A@x.fr" })).toBe(0)
    expect(await l.take({ ip: "2.2.2.2", key: "a@x.fr" })).toBe(0)
    expect(await l.take({ ip: "3.3.3.3", key: "a@x.fr" })).toBe(60)
    expect(await l.take({ ip: "1.1.1.1", key: "b@x.fr" })).toBe(0)
    for (const key of ["c@x.fr", "d@x.fr", "e@x.fr"]) await l.take({ ip: "9.9.9.9", key })
    expect(await l.take({ ip: "9.9.9.9", key: "f@x.fr" })).toBe(0)
    expect(await l.take({ ip: "9.9.9.9", key: "g@x.fr" })).toBe(0)
    expect(await l.take({ ip: "9.9.9.9", key: "h@x.fr" })).toBe(60)
    advance(60_000)
    expect(await l.take({ ip: "3.3.3.3", key: "a@x.fr" })).toBe(0)
  })

  it("limits by IP alone when the limit has no per-key part", async () => {
    const { limiter: l } = limiter({ perIp: 2, windowMs: 10_000 } as never)
    expect(await l.take({ ip: "1.1.1.1", key: "a" })).toBe(0)
    expect(await l.take({ ip: "1.1.1.1", key: "b" })).toBe(0)
    expect(await l.take({ ip: "1.1.1.1", key: "c" })).toBe(10)
  })

  it("counts only failures with record/wait (the order lookup)", async () => {
    const { limiter: l, advance } = limiter({ perIp: 2, windowMs: 30_000 } as never)
    expect(await l.wait({ ip: "1.1.1.1" })).toBe(0)
    await l.record({ ip: "1.1.1.1" })
    expect(await l.wait({ ip: "1.1.1.1" })).toBe(0)
    await l.record({ ip: "1.1.1.1" })
    expect(await l.wait({ ip: "1.1.1.1" })).toBe(30)
    expect(await l.wait({ ip: "2.2.2.2" })).toBe(0)
    advance(30_000)
    expect(await l.wait({ ip: "1.1.1.1" })).toBe(0)
  })
})

describe("MemoryRateLimitStore.hold", () => {
  it("is taken by one caller until it ends", async () => {
    const store = new MemoryRateLimitStore()
    expect(await store.hold("k", 1000, 0)).toEqual({ taken: true, resetAt: 1000 })
    expect(await store.hold("k", 5000, 500)).toEqual({ taken: false, resetAt: 1000 })
    expect((await store.hold("k", 5000, 1000)).taken).toBe(true)
  })
})
