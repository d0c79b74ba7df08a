import { htFromTtc } from "@shop/shared"
import { cents, EMPTY_CART, hasInventoryError, lineUnitPrice, toApiCart } from "../map"
import type { CartLineRecord, CartRecord } from "../record"

const line = (overrides: Partial<CartLineRecord> = {}): CartLineRecord => ({
  id: "cali_1",
  title: "Blanc",
  product_title: "Radiateur à inertie céramique 1500 W",
  thumbnail: "http://localhost:9000/static/radiateur-1.png",
  quantity: 2,
  unit_price: 499.9,
  is_tax_inclusive: true,
  variant_id: "variant_1",
  variant: { ean: "3760000000017", manage_inventory: true },
  tax_lines: [{ rate: 20 }],
  adjustments: [],
  total: 999.8,
  tax_total: 166.63,
  ...overrides,
})

describe("cents", () => {
  it("reads Medusa's major units as integer cents, exactly", () => {
    expect(cents(499.9)).toBe(49990)
    expect(cents("1039.46")).toBe(103946)
    expect(cents(null)).toBe(0)
    expect(cents(undefined)).toBe(0)
  })
})

describe("lineUnitPrice", () => {
  it("derives HT from a tax-inclusive price with the line's rate", () => {
    expect(lineUnitPrice(line(), 20)).toEqual({ ttc: 49990, ht: htFromTtc(49990, 20) })
    expect(lineUnitPrice(line({ tax_lines: [{ rate: 5.5 }] }), 20)).toEqual({ ttc: 49990, ht: htFromTtc(49990, 5.5) })
  })

  it("falls back to the region's rate when Medusa has not taxed the line", () => {
    expect(lineUnitPrice(line({ tax_lines: [] }), 20).ht).toBe(htFromTtc(49990, 20))
  })

  it("derives TTC from a tax-exclusive price", () => {
    expect(lineUnitPrice(line({ is_tax_inclusive: false, unit_price: 100 }), 20)).toEqual({ ht: 10000, ttc: 12000 })
  })
})

describe("hasInventoryError", () => {
  it("flags a line asking more than the channel can sell", () => {
    expect(hasInventoryError(line({ quantity: 3 }), { variant_1: 2 })).toBe(true)
    expect(hasInventoryError(line({ quantity: 2 }), { variant_1: 2 })).toBe(false)
  })

  it("never flags untracked stock", () => {
    expect(hasInventoryError(line({ quantity: 3 }), { variant_1: null })).toBe(false)
    expect(hasInventoryError(line({ quantity: 3, variant: { ean: null, manage_inventory: false } }), { variant_1: 0 })).toBe(false)
  })
})

describe("toApiCart", () => {
  it("answers an empty cart with zero totals", () => {
    expect(toApiCart({ id: "cart_1", items: [] }, { taxRatePercent: 20, availability: {} })).toEqual(EMPTY_CART)
  })

  it("maps lines and Medusa's totals to the section-3 shape in cents", () => {
    const cart: CartRecord = {
      id: "cart_1",
      items: [line({ adjustments: [{ code: "HIVER", amount: 12 }] })],
      item_total: 987.8,
      item_tax_total: 164.63,
      shipping_total: 0,
      shipping_tax_total: 0,
      total: 987.8,
      tax_total: 164.63,
    }
    expect(toApiCart(cart, { taxRatePercent: 20, availability: { variant_1: 1 } })).toEqual({
      products: [
        {
          ean: "3760000000017",
          designation: "Radiateur à inertie céramique 1500 W",
          image: "http://localhost:9000/static/radiateur-1.png",
          quantity: 2,
          price: { ttc: 49990, ht: htFromTtc(49990, 20) },
          inventoryError: true,
        },
      ],
      discounts: [{ name: "HIVER", ttc: 1200, ht: 1000 }],
      total: {
        articles: { ht: 82317, ttc: 98780 },
        delivery: { ht: 0, ttc: 0 },
        net: { ht: 82317, ttc: 98780, vat: 16463 },
      },
    })
  })
})

describe("cents of computed totals", () => {
  it("reads Medusa's BigNumber objects by their exact text", () => {
    expect(cents({ raw: { value: "1039.4600000000001" }, numeric: 1039.46 })).toBe(103946)
    expect(cents({ numeric: 12.5 })).toBe(1250)
    expect(cents({})).toBe(0)
  })
})

describe("delivery announced before checkout (issue 11 item 0)", () => {
  const cart = (overrides: Partial<CartRecord> = {}): CartRecord => ({
    id: "cart_1",
    items: [line({ quantity: 1, total: 19.9, unit_price: 19.9, tax_total: 3.32 })],
    item_total: 19.9,
    item_tax_total: 3.32,
    shipping_total: 0,
    shipping_tax_total: 0,
    total: 19.9,
    tax_total: 3.32,
    ...overrides,
  })

  it("counts the home delivery the order will charge in the delivery line and the totals", () => {
    const answer = toApiCart(cart(), { taxRatePercent: 20, availability: {}, upcomingDeliveryTtc: 1990 })
    expect(answer.total.delivery).toEqual({ ttc: 1990, ht: htFromTtc(1990, 20) })
    expect(answer.total.net.ttc).toBe(3980)
    expect(answer.total.net.ht + answer.total.net.vat).toBe(answer.total.net.ttc)
    expect(answer.total.net.ht).toBe(1990 - 332 + htFromTtc(1990, 20))
  })

  it("announces free delivery only when it is free, and nothing twice once the method is on the cart", () => {
    expect(toApiCart(cart(), { taxRatePercent: 20, availability: {}, upcomingDeliveryTtc: 0 }).total.delivery.ttc).toBe(0)
    const withMethod = cart({ shipping_methods: [{ id: "casm_1" }], shipping_total: 19.9, shipping_tax_total: 3.32, total: 39.8, tax_total: 6.64 })
    const answer = toApiCart(withMethod, { taxRatePercent: 20, availability: {}, upcomingDeliveryTtc: 1990 })
    expect(answer.total.delivery.ttc).toBe(1990)
    expect(answer.total.net.ttc).toBe(3980)
  })

  it("announces no delivery for an empty cart", () => {
    expect(toApiCart(cart({ items: [], item_total: 0, total: 0, tax_total: 0 }), { taxRatePercent: 20, availability: {}, upcomingDeliveryTtc: 1990 }).total.net.ttc).toBe(0)
  })
})
