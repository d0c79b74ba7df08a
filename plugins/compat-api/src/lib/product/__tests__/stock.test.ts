import { toApiStock } from "../stock"

describe("stock state", () => {
  it("clamps oversold (negative) stock to zero", () => {
    expect(toApiStock(-2, true)).toEqual({ available: 0, state: "out_of_stock" })
  })

  it("treats untracked stock as always available and tracked-but-unknown as none", () => {
    expect(toApiStock(undefined, false)).toEqual({ available: null, state: "in_stock" })
    expect(toApiStock(null, true)).toEqual({ available: 0, state: "out_of_stock" })
    expect(toApiStock(12, true)).toEqual({ available: 12, state: "in_stock" })
  })
})
