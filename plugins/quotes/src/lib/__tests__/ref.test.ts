import { randomBytes } from "node:crypto"
import { PRO_QUOTATION_REF_PATTERN, parsePromoInput, isProQuotationRef } from "@shop/shared"
import { isQuoteRef, newQuoteRef, quoteKey } from "../ref"

describe("quote number (22-ABCDEF)", () => {
  it("is two digits, a dash and six capital letters, which the cart's promo field reads as a quotation", () => {
    for (let i = 0; i < 500; i += 1) {
      const ref = newQuoteRef(randomBytes)
      expect(ref).toMatch(/^\d{2}-[A-Z]{6}$/)
      expect(PRO_QUOTATION_REF_PATTERN.test(ref)).toBe(true)
      expect(isProQuotationRef(ref.toLowerCase())).toBe(true)
      expect(parsePromoInput(` ${ref.toLowerCase()} `)).toEqual({ kind: "quotation", code: ref })
    }
  })

  it("comes from the random bytes only (same bytes, same number; no clock, no id)", () => {
    const fixed = (size: number) => Uint8Array.from({ length: size }, (_, i) => i * 7)
    expect(newQuoteRef(fixed)).toBe(newQuoteRef(fixed))
    expect(newQuoteRef(fixed)).toBe("07-OVCJQX")
  })

  it("drops the bytes that would bias digits (≥ 250) and letters (≥ 234)", () => {
    const bytes = [255, 250, 3, 251, 9, 240, 234, 0, 1, 2, 25, 26, 233, 0, 0, 0]
    expect(newQuoteRef(() => Uint8Array.from(bytes))).toBe("39-ABCZAZ")
  })

  it("refuses a source that never gives usable bytes", () => {
    expect(() => newQuoteRef((size) => new Uint8Array(size).fill(255))).toThrow(RangeError)
  })

  it("is spread over the whole alphabet (no letter or digit missing in 4 000 draws)", () => {
    const seen = new Set<string>()
    for (let i = 0; i < 4000; i += 1) for (const char of newQuoteRef(randomBytes).replace("-", "")) seen.add(char)
    expect(seen.size).toBe(36)
  })

  it("reads a route's id as a number (any case) or as an id", () => {
    expect(quoteKey(" 22-abcdef ")).toEqual({ ref: "22-ABCDEF" })
    expect(quoteKey("quo_01ABC")).toEqual({ id: "quo_01ABC" })
    expect(isQuoteRef("22-ABCDE1")).toBe(false)
  })
})
