import { feedAmount, feedPrice } from "../feed-money"

describe("feed prices from integer cents", () => {
  it("writes euros with a dot and two decimals, then the currency", () => {
    expect(feedPrice(12345)).toBe("123.45 EUR")
    expect(feedPrice(49990)).toBe("499.90 EUR")
    expect(feedPrice(5)).toBe("0.05 EUR")
    expect(feedPrice(0)).toBe("0.00 EUR")
    expect(feedAmount(1990)).toBe("19.90")
  })

  it("keeps amounts a float would spoil exact", () => {
    // 0.1 + 0.2 in euros would print 0.30000000000000004
    expect(feedPrice(10 + 20)).toBe("0.30 EUR")
    expect(feedPrice(100_000_001)).toBe("1000000.01 EUR")
  })

  it("refuses what is not a whole, non-negative number of cents", () => {
    expect(() => feedPrice(12.5)).toThrow(RangeError)
    expect(() => feedPrice(-1)).toThrow(RangeError)
    expect(() => feedPrice(Number.NaN)).toThrow(RangeError)
  })
})
