import { cartUnitPrice, mergeLinesByEan, quoteTotals, ttcOf } from "../prices"
import { euros, quoteTotalsText } from "../format"

describe("quote prices", () => {
  it("totals the quoted lines and the delivery, HT cents", () => {
    expect(quoteTotals([{ quantity: 2, quoted_unit_price: 10000 }, { quantity: 3, quoted_unit_price: 2550 }], 2500)).toEqual({
      linesHt: 27650,
      deliveryHt: 2500,
      ht: 30150,
    })
    expect(quoteTotals([{ quantity: 1, quoted_unit_price: null }], 0)).toBeNull()
    expect(quoteTotals([], 0)).toBeNull()
  })

  it("puts a quoted price in the cart as a custom price excluding tax that no promotion reduces", () => {
    expect(cartUnitPrice(12345)).toEqual({ unit_price: 123.45, is_tax_inclusive: false, is_custom_price: true, is_discountable: false })
    expect(cartUnitPrice(0).unit_price).toBe(0)
  })

  it("adds VAT half-up to the cent", () => {
    expect(ttcOf(22500, 20)).toBe(27000)
    expect(ttcOf(1, 20)).toBe(1)
    expect(ttcOf(3, 20)).toBe(4)
    expect(ttcOf(1999, 5.5)).toBe(2109)
  })

  it("merges lines of one EAN", () => {
    expect(mergeLinesByEan([{ ean: "a", quantity: 1 }, { ean: "b", quantity: 2 }, { ean: "a", quantity: 3 }])).toEqual([
      { ean: "a", quantity: 4 },
      { ean: "b", quantity: 2 },
    ])
  })

  it("writes amounts the French way for the PDF and the e-mails", () => {
    expect(euros(123456789)).toBe("1 234 567,89 €")
    expect(quoteTotalsText({ lines: [{ ean: "x", title: "x", quantity: 2, listUnitPrice: 12000, quotedUnitPrice: 10000 }], deliveryPrice: 2500 })).toBe(
      "Total : 225,00 € HT (270,00 € TTC), livraison comprise."
    )
  })
})
