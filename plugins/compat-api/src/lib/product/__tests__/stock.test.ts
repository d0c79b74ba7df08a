import { LOW_STOCK_MAX, stockState, toApiStock } from "../stock"

describe("stock state", () => {
  it("is out_of_stock at zero, low up to LOW_STOCK_MAX, in_stock above", () => {
    expect(LOW_STOCK_MAX).toBe(3)
    expect(stockState(0)).toBe("out_of_stock")
    expect(stockState(1)).toBe("low")
    expect(stockState(2)).toBe("low")
    expect(stockState(3)).toBe("low")
    expect(stockState(4)).toBe("in_stock")
    expect(stockState(80)).toBe("in_stock")
  })

  it("clamps oversold (negative) stock to zero", () => {
    expect(toApiStock(-2, true)).toEqual({ available: 0, state: "out_of_stock" })
  })

  it("treats untracked stock as always available and tracked-but-unknown as none", () => {
    expect(toApiStock(undefined, false)).toEqual({ available: null, state: "in_stock" })
    expect(toApiStock(null, true)).toEqual({ available: 0, state: "out_of_stock" })
    expect(toApiStock(12, true)).toEqual({ available: 12, state: "in_stock" })
  })
})
