import { DOCUMENT_NUMBER_PATTERN, formatDocumentNumber, numberingYear } from "../numbering"

describe("document numbers", () => {
  it("prints the series, the year and six digits at least", () => {
    expect(formatDocumentNumber("FA", 2026, 123)).toBe("FA-2026-000123")
    expect(formatDocumentNumber("AV", 2026, 1)).toBe("AV-2026-000001")
    expect(formatDocumentNumber("FA", 2026, 1234567)).toBe("FA-2026-1234567")
    expect(DOCUMENT_NUMBER_PATTERN.test("FA-2026-000123")).toBe(true)
  })

  it("refuses a sequence that is not a positive integer", () => {
    expect(() => formatDocumentNumber("FA", 2026, 0)).toThrow()
    expect(() => formatDocumentNumber("FA", 2026, 1.5)).toThrow()
  })

  it("takes the year in Paris: New Year's Eve at 23:30 in Paris is still the old year, 00:30 the new one", () => {
    expect(numberingYear(new Date("2026-12-31T22:30:00Z"))).toBe(2026)
    expect(numberingYear(new Date("2026-12-31T23:30:00Z"))).toBe(2027)
  })
})
