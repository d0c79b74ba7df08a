import { LOYALTY_TIERS, loyaltyWindowStart, paidTotalCents, tierForPaidTotal, type PaidOrderRecord } from "../tiers"

const NOW = new Date("2026-11-21T10:00:00.000Z")
const paid = (created_at: string, captured: string | number, refunded: string | number = 0, extra: Partial<PaidOrderRecord> = {}): PaidOrderRecord => ({
  created_at,
  status: "pending",
  payment_collections: [{ captured_amount: captured, refunded_amount: refunded }],
  ...extra,
})

describe("loyalty tier from the paid total", () => {
  it.each([
    [0, null],
    [199_999, null],
    [200_000, 5],
    [999_999, 5],
    [1_000_000, 10],
    [2_999_999, 10],
    [3_000_000, 15],
    [50_000_000, 15],
  ])("%i cents paid -> %p %", (cents, percent) => {
    expect(tierForPaidTotal(cents)?.percent ?? null).toBe(percent)
  })

  it("names each tier's group and the discount the cart shows", () => {
    expect(LOYALTY_TIERS.map((t) => [t.groupName, t.promotionCode])).toEqual([
      ["pro-fidelite-15", "Remise fidélité 15 %"],
      ["pro-fidelite-10", "Remise fidélité 10 %"],
      ["pro-fidelite-5", "Remise fidélité 5 %"],
    ])
    expect(Math.max(...LOYALTY_TIERS.map((t) => t.percent))).toBe(15) // spec: up to 15 %
  })
})

describe("paid total over the last 12 months", () => {
  it("starts the window 12 months back to the instant", () => {
    expect(loyaltyWindowStart(NOW).toISOString()).toBe("2025-11-21T10:00:00.000Z")
  })

  it("sums captured less refunded money in cents, exactly", () => {
    const orders = [paid("2026-01-10T00:00:00Z", "1000.10"), paid("2026-06-01T00:00:00Z", 999.95, "0.05")]
    expect(paidTotalCents(orders, NOW)).toBe(100010 + 99990)
  })

  it("ignores orders older than 12 months, canceled orders and unpaid (authorised-only) orders", () => {
    const orders: PaidOrderRecord[] = [
      paid("2025-11-21T09:59:59Z", "5000"), // one second too old
      paid("2025-11-21T10:00:00Z", "100"), // exactly at the start: counts
      paid("2026-03-01T00:00:00Z", "800", 0, { status: "canceled" }),
      paid("2026-03-02T00:00:00Z", "800", 0, { canceled_at: "2026-03-03T00:00:00Z" }),
      { created_at: "2026-04-01T00:00:00Z", payment_collections: [{ captured_amount: 0 }] },
      { created_at: "2026-04-02T00:00:00Z", payment_collections: null },
    ]
    expect(paidTotalCents(orders, NOW)).toBe(10000)
  })

  it("reads Medusa's raw BigNumber values first and never counts a refund below zero", () => {
    const orders: PaidOrderRecord[] = [
      { created_at: "2026-05-01T00:00:00Z", payment_collections: [{ raw_captured_amount: { value: "2000.005" }, captured_amount: 1 }] },
      paid("2026-05-02T00:00:00Z", "10", "30"),
    ]
    expect(paidTotalCents(orders, NOW)).toBe(200001)
  })
})
