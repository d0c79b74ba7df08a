import { planCreditNote } from "../credit"
import { euros } from "../format"
import type { IssuedDocument } from "../issue"
import { shareVat } from "../snapshot"
import { proSnapshot } from "./fixtures"

describe("invoice amounts", () => {
  it("shares the order's VAT among lines and delivery to the cent", () => {
    expect(shareVat(16162, [89982, 4999, 1990])).toEqual([14997, 833, 332])
    expect(shareVat(1, [1, 1, 1])).toEqual([1, 0, 0])
    expect(shareVat(0, [0])).toEqual([0])
  })

  it("keeps the order's totals; lines and delivery add up to them exactly", () => {
    const s = proSnapshot()
    expect(s.totals).toEqual({ ttc: 96971, vat: 16162, ht: 80809 })
    const parts = [...s.lines, s.delivery]
    expect(parts.reduce((sum, p) => sum + p.ttc, 0)).toBe(96971)
    expect(parts.reduce((sum, p) => sum + p.vat, 0)).toBe(16162)
    expect(parts.reduce((sum, p) => sum + p.ht, 0)).toBe(80809)
    expect(s.lines[0]).toMatchObject({ quantity: 2, unitHt: 41658, discount: 9998, vatRate: 20 })
    expect(s.discounts).toBe(9998)
  })

  it("prints euros with a comma and grouped thousands", () => {
    expect(euros(96971)).toBe("969,71 €")
    expect(euros(123456789)).toBe("1 234 567,89 €")
    expect(euros(5)).toBe("0,05 €")
  })
})

describe("credit notes", () => {
  const invoice: IssuedDocument = {
    id: "invdoc_1",
    number: "FA-2026-000007",
    kind: "invoice",
    order_id: "order_1",
    invoice_id: null,
    refund_id: null,
    issued_at: new Date("2026-11-21T09:00:00Z"),
    total_ttc: 96971,
    snapshot: proSnapshot(),
  }

  it("credits a refund with the invoice's VAT in proportion and refers to the invoice", () => {
    const plan = planCreditNote([invoice], { refundId: "ref_1", amount: 10000, reason: "Geste commercial" })
    expect(plan).toMatchObject({ invoiceId: "invdoc_1", refundId: "ref_1", totalTtc: 10000 })
    expect(plan!.snapshot.totals).toEqual({ ttc: 10000, vat: 1667, ht: 8333 })
    expect(plan!.snapshot.refersTo).toEqual({ number: "FA-2026-000007", issuedAt: "2026-11-21T09:00:00.000Z" })
    expect(plan!.snapshot.lines).toHaveLength(1)
  })

  it("credits at most what is left, once per refund, and the whole invoice on cancellation", () => {
    const first = planCreditNote([invoice], { refundId: "ref_1", amount: 10000, reason: "x" })!
    const credited: IssuedDocument = { ...invoice, id: "invdoc_2", kind: "credit_note", number: "AV-2026-000001", refund_id: "ref_1", total_ttc: 10000, snapshot: first.snapshot }
    expect(planCreditNote([invoice, credited], { refundId: "ref_1", amount: 10000, reason: "x" })).toBeNull()
    expect(planCreditNote([invoice, credited], { reason: "Annulation" })!.totalTtc).toBe(86971)
    expect(planCreditNote([invoice], { reason: "Annulation" })!.snapshot.lines).toEqual(invoice.snapshot.lines)
    expect(planCreditNote([], { reason: "Annulation" })).toBeNull()
  })
})
