import { formatSignature, parseSignature } from "../indexer"

describe("catalogue signature", () => {
  it("reads back what it wrote", () => {
    const signature = { count: 2073, updatedAt: "2026-11-21T10:42:14.120Z" }
    expect(formatSignature(signature)).toBe("2073:2026-11-21T10:42:14.120Z")
    expect(parseSignature(formatSignature(signature))).toEqual(signature)
    expect(parseSignature(formatSignature({ count: 0, updatedAt: null }))).toEqual({ count: 0, updatedAt: null })
  })

  it("knows no signature when the index was never built", () => {
    expect(parseSignature(null)).toBeNull()
    expect(parseSignature("garbage")).toBeNull()
  })
})
