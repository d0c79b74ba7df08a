import { toApiPrice, ttcFromHt } from "../price"

describe("toApiPrice", () => {
  it("reads Medusa's raw decimal amount as TTC cents and derives HT at 20 %", () => {
    expect(
      toApiPrice({ calculated_amount: 499.9, raw_calculated_amount: { value: "499.9" }, is_calculated_price_tax_inclusive: true }, 20)
    ).toEqual({ ttc: 49990, ht: 41658 })
  })

  it("rounds HT half-up on exact integers (119.99 TTC -> 99.99 HT; 0.06 TTC -> 0.05 HT)", () => {
    expect(toApiPrice({ calculated_amount: 119.99 }, 20)).toEqual({ ttc: 11999, ht: 9999 })
    // 6 / 1.2 = 5 exactly; 7 / 1.2 = 5.8333 -> 6
    expect(toApiPrice({ calculated_amount: "0.06" }, 20)).toEqual({ ttc: 6, ht: 5 })
    expect(toApiPrice({ calculated_amount: "0.07" }, 20)).toEqual({ ttc: 7, ht: 6 })
  })

  it("never loses a cent to float arithmetic (0.1 + 0.2 style amounts)", () => {
    expect(toApiPrice({ calculated_amount: 1039.46 }, 20)?.ttc).toBe(103946)
    expect(toApiPrice({ calculated_amount: 0.29 }, 20)?.ttc).toBe(29)
    expect(toApiPrice({ calculated_amount: 19.9 }, 20)).toEqual({ ttc: 1990, ht: 1658 })
  })

  it("treats a tax-exclusive region's amount as HT", () => {
    expect(toApiPrice({ calculated_amount: 100, is_calculated_price_tax_inclusive: false }, 20)).toEqual({ ht: 10000, ttc: 12000 })
    expect(toApiPrice({ calculated_amount: "10.01", is_calculated_price_tax_inclusive: false }, 5.5)).toEqual({ ht: 1001, ttc: 1056 })
  })

  it("returns null without a price in the region", () => {
    expect(toApiPrice(null, 20)).toBeNull()
    expect(toApiPrice({ calculated_amount: null }, 20)).toBeNull()
  })
})

describe("ttcFromHt", () => {
  it("rounds half up", () => {
    expect(ttcFromHt(41658, 20)).toBe(49990) // 499.896 -> 499.90
    expect(ttcFromHt(1, 20)).toBe(1) // 1.2 -> 1
    expect(ttcFromHt(3, 50)).toBe(5) // 4.5 -> 5
  })
})
