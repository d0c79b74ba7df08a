import { MemoryRateLimitStore } from "../../auth/rate-limit"
import { RequestRateLimiter } from "../request-limit"
import { hashResetToken, newResetToken, passwordResetUrl, RESET_TOKEN_TTL_MS, resetExpiry } from "../reset-token"

describe("password-reset tokens", () => {
  it("are 256 random bits, URL-safe, never twice the same, stored only as their SHA-256", () => {
    const tokens = Array.from({ length: 50 }, () => newResetToken())
    for (const { token, hash } of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(hash).toMatch(/^[0-9a-f]{64}$/)
      expect(hash).not.toContain(token)
      expect(hashResetToken(token)).toBe(hash)
    }
    expect(new Set(tokens.map((t) => t.token)).size).toBe(50)
  })

  it("expire one hour after they are made", () => {
    expect(RESET_TOKEN_TTL_MS).toBe(3_600_000)
    expect(resetExpiry(new Date("2026-11-21T10:00:00Z")).toISOString()).toBe("2026-11-21T11:00:00.000Z")
  })

  it("travel in a /login/iforgot link with the e-mail, both encoded", () => {
    expect(passwordResetUrl("https://boutique.test/", "ab-_9", "jean+test@exemple.fr")).toBe(
      "https://boutique.test/login/iforgot?token=ab-_9&email=jean%2Btest%40exemple.fr"
    )
  })
})

describe("RequestRateLimiter", () => {
  it("counts every request per e-mail and per IP, and says how long to wait", async () => {
    let now = 1_000_000
    const limiter = new RequestRateLimiter("t", new MemoryRateLimitStore(), { perIp: 5, perAccount: 2, windowMs: 60_000 }, () => now)
    expect(await limiter.take({ ip: "1.1.1.1", email: "A@x.fr" })).toBe(0)
    expect(await limiter.take({ ip: "2.2.2.2", email: "a@x.fr" })).toBe(0)
    expect(await limiter.take({ ip: "3.3.3.3", email: "a@x.fr" })).toBe(60)
    expect(await limiter.take({ ip: "1.1.1.1", email: "b@x.fr" })).toBe(0)
    for (const email of ["c@x.fr", "d@x.fr", "e@x.fr"]) await limiter.take({ ip: "9.9.9.9", email })
    expect(await limiter.take({ ip: "9.9.9.9", email: "f@x.fr" })).toBe(0)
    expect(await limiter.take({ ip: "9.9.9.9", email: "g@x.fr" })).toBe(0)
    expect(await limiter.take({ ip: "9.9.9.9", email: "h@x.fr" })).toBe(60)
    now += 60_000
    expect(await limiter.take({ ip: "3.3.3.3", email: "a@x.fr" })).toBe(0)
  })
})
