import { facturXml, vatBreakdown } from "../facturx"
import { proSnapshot } from "./fixtures"

describe("Factur-X XML (BASIC)", () => {
  const doc = { number: "FA-2026-000123", kind: "invoice" as const, issuedAt: "2026-11-21T09:00:00.000Z", snapshot: proSnapshot() }

  it("carries the number, the parties' identifiers and the order's totals", async () => {
    const xml = await facturXml(doc)
    expect(xml).toContain("urn:cen.eu:en16931:2017#compliant#urn:factur-x.eu:1p0:basic")
    expect(xml).toMatch(/<ram:ID>FA-2026-000123<\/ram:ID>/)
    expect(xml).toContain("<ram:TypeCode>380</ram:TypeCode>")
    expect(xml).toContain("FR00000000000")
    expect(xml).toMatch(/<ram:BuyerTradeParty>\s*<ram:ID>73282932000074<\/ram:ID>/)
    expect(xml).toContain("FR44732829320")
    expect(xml).toContain("<ram:TaxBasisTotalAmount>808.09</ram:TaxBasisTotalAmount>")
    expect(xml).toContain("<ram:GrandTotalAmount>969.71</ram:GrandTotalAmount>")
    expect(xml).toContain("40 €")
  })

  it("groups VAT per rate with the same cents as the totals", () => {
    expect(vatBreakdown(doc.snapshot)).toEqual([{ rate: 20, basis: 80809, vat: 16162 }])
  })

  it("a credit note is type 381 and names the invoice it cancels", async () => {
    const xml = await facturXml({ ...doc, number: "AV-2026-000001", kind: "credit_note", snapshot: { ...doc.snapshot, refersTo: { number: "FA-2026-000123", issuedAt: doc.issuedAt }, reason: "Annulation" } })
    expect(xml).toContain("<ram:TypeCode>381</ram:TypeCode>")
    expect(xml).toContain("FA-2026-000123")
  })
})
