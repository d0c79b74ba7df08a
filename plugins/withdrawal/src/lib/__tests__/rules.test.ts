import { chosenLines, lastWithdrawalDay, withdrawalRefusal, type WithdrawalFacts } from "../rules"
import { WITHDRAWAL_REFUSALS as R } from "../messages"

const consumer: WithdrawalFacts = { isPro: false, state: "DELIVERED", deliveredAt: new Date("2026-07-01T09:00:00Z"), alreadyRequested: false }
const at = (iso: string) => new Date(iso)

describe("the withdrawal period (L221-18: 14 days from delivery, open before it)", () => {
  it("is open before delivery, whatever the time since the order", () => {
    for (const state of ["PAYED", "READY", "BLOCKED", "SENT"]) {
      expect(withdrawalRefusal({ ...consumer, state, deliveredAt: null }, at("2027-01-01T10:00:00Z"))).toBeNull()
    }
  })

  it("is open on the delivery day and until the 14th day after it included, in Paris time", () => {
    expect(lastWithdrawalDay(consumer.deliveredAt!)).toBe("2026-07-15")
    expect(withdrawalRefusal(consumer, at("2026-07-01T10:00:00Z"))).toBeNull()
    // 23:30 in Paris on the 15th (21:30 UTC): still the last day.
    expect(withdrawalRefusal(consumer, at("2026-07-15T21:30:00Z"))).toBeNull()
  })

  it("is refused from the 15th day with the delivery date and the last day in French", () => {
    expect(withdrawalRefusal(consumer, at("2026-07-15T22:30:00Z"))).toBe(R.expired("01/07/2026", "15/07/2026"))
    expect(R.expired("01/07/2026", "15/07/2026")).toBe(
      "Le délai de rétractation de 14 jours est écoulé : la commande a été livrée le 01/07/2026, la rétractation était possible jusqu’au 15/07/2026 inclus."
    )
  })

  it("counts a delivery late in the evening on the Paris day", () => {
    // 23:30 in Paris on 30 June is 21:30 UTC: delivered on the 30th, last day 14 July.
    expect(lastWithdrawalDay(at("2026-06-30T21:30:00Z"))).toBe("2026-07-14")
  })
})

describe("who may withdraw", () => {
  it("refuses a pro's order (no legal withdrawal in B2B), even within the period", () => {
    expect(withdrawalRefusal({ ...consumer, isPro: true }, at("2026-07-02T10:00:00Z"))).toBe(R.pro)
  })

  it("takes one request per order", () => {
    expect(withdrawalRefusal({ ...consumer, alreadyRequested: true }, at("2026-07-02T10:00:00Z"))).toBe(R.alreadyRequested)
  })

  it("refuses an unpaid or cancelled order with its reason", () => {
    expect(withdrawalRefusal({ ...consumer, state: "CHECK_OUT", deliveredAt: null }, at("2026-07-02T10:00:00Z"))).toBe(R.notPaid)
    expect(withdrawalRefusal({ ...consumer, state: "PENDING", deliveredAt: null }, at("2026-07-02T10:00:00Z"))).toBe(R.notPaid)
    expect(withdrawalRefusal({ ...consumer, state: null, deliveredAt: null }, at("2026-07-02T10:00:00Z"))).toBe(R.notPaid)
    expect(withdrawalRefusal({ ...consumer, state: "CANCELLED", deliveredAt: null }, at("2026-07-02T10:00:00Z"))).toBe(R.cancelled)
  })
})

describe("the lines sent back", () => {
  const items = [
    { id: "ordli_1", title: "Radiateur Alto 1500 W", quantity: 2 },
    { id: "ordli_2", title: "Thermostat", quantity: 1 },
  ]

  it("means the whole order when none is chosen", () => {
    expect(chosenLines(items, undefined)).toEqual({ ok: true, lines: null })
    expect(chosenLines(items, [])).toEqual({ ok: true, lines: null })
  })

  it("keeps chosen lines with their titles, adding a line asked twice", () => {
    expect(chosenLines(items, [{ id: "ordli_1", quantity: 1 }, { id: "ordli_1", quantity: 1 }])).toEqual({
      ok: true,
      lines: [{ id: "ordli_1", title: "Radiateur Alto 1500 W", quantity: 2 }],
    })
  })

  it("refuses a line of another order and more than ordered", () => {
    expect(chosenLines(items, [{ id: "ordli_9", quantity: 1 }])).toEqual({ ok: false, message: R.unknownLine })
    expect(chosenLines(items, [{ id: "ordli_2", quantity: 2 }])).toEqual({ ok: false, message: "Vous ne pouvez pas renvoyer plus de 1 « Thermostat »." })
  })
})
