import { planRefund, refundableOf, refundableTotal, type PaymentMoney } from "../refundable"

const card = (captured: number, refunded = 0, id = "pay_1"): PaymentMoney => ({ id, providerId: "pp_stripe_stripe", captured, refunded })

describe("refundable amount: captured minus already refunded, never below zero", () => {
  it("adds up over payments", () => {
    expect(refundableOf(card(10_000, 2_500))).toBe(7_500)
    expect(refundableOf(card(0))).toBe(0)
    expect(refundableOf(card(1_000, 1_000))).toBe(0)
    expect(refundableTotal([card(10_000, 2_500), card(3_000, 0, "pay_2")])).toBe(10_500)
  })

  it("plans a partial refund, then the rest, then refuses a cent more", () => {
    expect(planRefund([card(10_000)], 2_500)).toEqual({ ok: true, parts: [{ paymentId: "pay_1", providerId: "pp_stripe_stripe", amount: 2_500 }] })
    expect(planRefund([card(10_000, 2_500)], 7_500)).toEqual({ ok: true, parts: [{ paymentId: "pay_1", providerId: "pp_stripe_stripe", amount: 7_500 }] })
    expect(planRefund([card(10_000, 2_500)], 7_501)).toEqual({ ok: false, refundable: 7_500 })
    expect(planRefund([card(10_000, 10_000)], 1)).toEqual({ ok: false, refundable: 0 })
  })

  it("spreads over several payments oldest first and refuses non-integer or non-positive amounts", () => {
    const plan = planRefund([card(1_000, 600), card(5_000, 0, "pay_2")], 1_400)
    expect(plan).toEqual({
      ok: true,
      parts: [
        { paymentId: "pay_1", providerId: "pp_stripe_stripe", amount: 400 },
        { paymentId: "pay_2", providerId: "pp_stripe_stripe", amount: 1_000 },
      ],
    })
    expect(planRefund([card(1_000)], 0).ok).toBe(false)
    expect(planRefund([card(1_000)], 10.5).ok).toBe(false)
    expect(planRefund([], 1)).toEqual({ ok: false, refundable: 0 })
  })
})
