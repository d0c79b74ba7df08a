import { proPriceAmount, proPriceCents } from "../pro-price"

describe("pro catalogue price (list price − 2 %, half-up to the cent)", () => {
  it.each([
    [49990, 48990], // 489.902 -> 489,90 €
    [1990, 1950], // 19.502 -> 19,50 €
    [25, 25], // 0.245 -> half-up -> 0,25 €
    [75, 74], // 0.735 -> 0,74 € (half-up, not banker's)
    [1, 1], // 0.0098 -> 0,01 €
    [0, 0],
    [100000, 98000],
    [123456789, 120987653], // 1 209 876,5322 -> 1 209 876,53 €
  ])("%i cents -> %i cents", (list, pro) => {
    expect(proPriceCents(list)).toBe(pro)
  })

  it("works on Medusa's decimal amounts without float drift", () => {
    expect(proPriceAmount("499.90")).toBe("489.90")
    expect(proPriceAmount(499.9)).toBe("489.90")
    expect(proPriceAmount("0.1")).toBe("0.10") // 9.8 cents -> 10
    expect(proPriceAmount("1039.46")).toBe("1018.67") // 101867.08
    expect(proPriceAmount("0.29")).toBe("0.28") // 28.42
  })

  it("refuses amounts that are no price", () => {
    expect(() => proPriceCents(-1)).toThrow(RangeError)
    expect(() => proPriceCents(1.5)).toThrow(RangeError)
    expect(() => proPriceAmount("abc")).toThrow()
  })
})
