import {
  abandonedCheckoutMinutes,
  abandonmentCutoff,
  cardPageExpiresAt,
  DEFAULT_ABANDONED_CHECKOUT_MINUTES,
  isAbandoned,
} from "../abandoned"

const at = (iso: string) => new Date(iso)
const unix = (iso: string) => Math.floor(Date.parse(iso) / 1000)

describe("which unpaid orders are abandoned", () => {
  const now = at("2026-11-21T14:00:00Z")

  it("waits for the age: an order of 1 h 59 is kept, one of exactly 2 h or more is abandoned", () => {
    expect(isAbandoned({ createdAt: at("2026-11-21T12:01:00Z"), openCardPageUntil: null }, now, 120)).toBe(false)
    expect(isAbandoned({ createdAt: at("2026-11-21T12:00:00Z"), openCardPageUntil: null }, now, 120)).toBe(true)
    expect(isAbandoned({ createdAt: at("2026-11-20T09:00:00Z"), openCardPageUntil: null }, now, 120)).toBe(true)
  })

  it("keeps an old order while one of its card pages is still open, and abandons it once the page has closed", () => {
    const old = at("2026-11-21T10:00:00Z")
    expect(isAbandoned({ createdAt: old, openCardPageUntil: at("2026-11-21T14:20:00Z") }, now, 120)).toBe(false)
    expect(isAbandoned({ createdAt: old, openCardPageUntil: at("2026-11-21T14:00:00Z") }, now, 120)).toBe(true)
    expect(isAbandoned({ createdAt: old, openCardPageUntil: at("2026-11-21T13:00:00Z") }, now, 120)).toBe(true)
  })

  it("follows the configured age", () => {
    const createdAt = at("2026-11-21T13:30:00Z")
    expect(isAbandoned({ createdAt, openCardPageUntil: null }, now, 30)).toBe(true)
    expect(isAbandoned({ createdAt, openCardPageUntil: null }, now, 31)).toBe(false)
    expect(abandonmentCutoff(now, 120)).toEqual(at("2026-11-21T12:00:00Z"))
  })
})

describe("when a new card page closes", () => {
  it("closes when the order would be abandoned", () => {
    expect(cardPageExpiresAt(at("2026-11-21T13:00:00Z"), at("2026-11-21T13:05:00Z"), 120)).toBe(unix("2026-11-21T15:00:00Z"))
  })

  it("lives at least Stripe's 30 minutes (plus a minute of margin) when opened near the deadline or after it", () => {
    expect(cardPageExpiresAt(at("2026-11-21T13:00:00Z"), at("2026-11-21T14:50:00Z"), 120)).toBe(unix("2026-11-21T15:21:00Z"))
    expect(cardPageExpiresAt(at("2026-11-21T10:00:00Z"), at("2026-11-21T14:50:00Z"), 120)).toBe(unix("2026-11-21T15:21:00Z"))
  })

  it("never asks Stripe for more than 24 hours", () => {
    expect(cardPageExpiresAt(at("2026-11-21T13:00:00Z"), at("2026-11-21T13:00:00Z"), 3 * 24 * 60)).toBe(unix("2026-11-22T12:59:00Z"))
  })
})

describe("the abandonment age setting", () => {
  const plugin = (options: Record<string, unknown>) => ({ plugins: [{ resolve: "@shop/checkout", options }] })

  it("is 2 hours by default", () => {
    expect(DEFAULT_ABANDONED_CHECKOUT_MINUTES).toBe(120)
    expect(abandonedCheckoutMinutes({}, {})).toBe(120)
  })

  it("takes the plugin option first, then ABANDONED_CHECKOUT_MINUTES", () => {
    expect(abandonedCheckoutMinutes(plugin({ abandonedCheckoutMinutes: 45 }), { ABANDONED_CHECKOUT_MINUTES: "90" })).toBe(45)
    expect(abandonedCheckoutMinutes(plugin({}), { ABANDONED_CHECKOUT_MINUTES: "90" })).toBe(90)
  })

  it("ignores zero, negative, decimal and non-numeric values", () => {
    for (const bad of [0, -5, 1.5, "deux heures", ""]) {
      expect(abandonedCheckoutMinutes(plugin({ abandonedCheckoutMinutes: bad }), { ABANDONED_CHECKOUT_MINUTES: String(bad) })).toBe(120)
    }
  })
})
