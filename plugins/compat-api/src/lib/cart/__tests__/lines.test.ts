import { cartCanBeOrdered, isFixedLine, planLineChange } from "../lines"
import { EMPTY_CART } from "../map"

const line = (quantity: number, fixed = false) => ({ id: "cali_1", quantity, fixed })
const add = (quantity: number) => ({ quantity, fixed: false })
const edit = (quantity: number) => ({ quantity, fixed: true })

describe("planLineChange (section 4.3)", () => {
  it("creates a line for a product not in the cart, fixed only when the edit sent it", () => {
    expect(planLineChange(null, add(2))).toEqual({ action: "create", quantity: 2, fixed: false })
    expect(planLineChange(null, edit(3))).toEqual({ action: "create", quantity: 3, fixed: true })
  })

  it("adds the quantity to a line that is not fixed", () => {
    expect(planLineChange(line(2), add(3))).toEqual({ action: "set", lineId: "cali_1", quantity: 5, fixed: false })
  })

  it("replaces the quantity when the edit sets it, and marks the line fixed", () => {
    expect(planLineChange(line(2), edit(7))).toEqual({ action: "set", lineId: "cali_1", quantity: 7, fixed: true })
  })

  it("replaces the quantity of a fixed line on a later add, which stays fixed", () => {
    expect(planLineChange(line(4, true), add(1))).toEqual({ action: "set", lineId: "cali_1", quantity: 1, fixed: true })
  })

  it("removes the line for quantity 0, fixed or not, and does nothing when there is none", () => {
    expect(planLineChange(line(4), add(0))).toEqual({ action: "remove", lineId: "cali_1" })
    expect(planLineChange(line(4, true), edit(0))).toEqual({ action: "remove", lineId: "cali_1" })
    expect(planLineChange(null, add(0))).toEqual({ action: "none" })
  })

  it("refuses an add whose sum passes the per-line limit, but lets the edit set up to it", () => {
    expect(planLineChange(line(998), add(2), 999)).toEqual({ action: "too-many", max: 999 })
    expect(planLineChange(line(998), add(1), 999)).toMatchObject({ action: "set", quantity: 999 })
    expect(planLineChange(line(998), edit(999), 999)).toMatchObject({ action: "set", quantity: 999 })
  })
})

describe("isFixedLine", () => {
  it("reads only a true `fixed` in the line's metadata", () => {
    expect(isFixedLine({ fixed: true })).toBe(true)
    expect(isFixedLine({ fixed: "true" })).toBe(false)
    expect(isFixedLine({})).toBe(false)
    expect(isFixedLine(null)).toBe(false)
  })
})

describe("cartCanBeOrdered", () => {
  const cartLine = (inventoryError: boolean) => ({
    ean: "3760123456784",
    designation: "Radiateur",
    image: null,
    quantity: 1,
    price: { ht: 100, ttc: 120 },
    inventoryError,
  })

  it("refuses an empty cart and a cart with an inventory error on any line", () => {
    expect(cartCanBeOrdered(EMPTY_CART)).toBe(false)
    expect(cartCanBeOrdered({ products: [cartLine(false), cartLine(true)] })).toBe(false)
    expect(cartCanBeOrdered({ products: [cartLine(false)] })).toBe(true)
  })
})
