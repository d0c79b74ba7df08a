import { quoteRefOf, stateOf, toApiOrder, toApiOrderDetail } from "../map"

const order = {
  id: "order_1",
  email: "claire@exemple.fr",
  created_at: "2026-11-21T10:00:00.000Z",
  metadata: { orderNumber: "MC-2345WXYZ" },
  total: 519.8,
  tax_total: { raw: { value: "86.633333333" }, numeric: 86.633333333 },
  item_total: "499.9",
  shipping_total: 19.9,
  order_state: { state: "PENDING" },
}

describe("order mapping", () => {
  it("answers integer cents with HT + VAT = TTC and the state in French", () => {
    expect(toApiOrder(order, "tok")).toEqual({
      orderNumber: "MC-2345WXYZ",
      security: "tok",
      state: "PENDING",
      stateLabel: "En attente de votre virement",
      email: "claire@exemple.fr",
      createdAt: "2026-11-21T10:00:00.000Z",
      total: { articles: 49990, delivery: 1990, net: { ht: 43317, ttc: 51980, vat: 8663 } },
    })
  })

  it("takes an order outside the state machine for one still in checkout", () => {
    expect(stateOf({ order_state: null })).toBe("CHECK_OUT")
    expect(stateOf({ order_state: { state: "NIMPORTE" } })).toBe("CHECK_OUT")
  })

  it("lists lines, addresses and the dated history", () => {
    const detail = toApiOrderDetail(
      {
        ...order,
        items: [{ id: "l1", product_title: "Radiateur", quantity: 2, unit_price: 249.95, is_tax_inclusive: true, total: 499.9, variant: { ean: "3700000000001" }, tax_lines: [{ rate: 20 }] }],
        shipping_address: { first_name: "Claire", last_name: "Dupont", address_1: "3 rue des Lilas", postal_code: "69003", city: "Lyon", country_code: "fr" },
        billing_address: null,
      },
      [
        { to: "CHECK_OUT", created_at: "2026-11-21T10:00:00.000Z" },
        { to: "PENDING", created_at: new Date("2026-11-21T10:05:00.000Z") },
      ]
    )
    expect(detail.products).toEqual([{ ean: "3700000000001", designation: "Radiateur", quantity: 2, price: { ttc: 24995, ht: 20829 }, total: 49990 }])
    expect(detail.delivery).toMatchObject({ name: "Claire Dupont", zipCode: "69003", countryCode: "FR" })
    expect(detail.billing).toBeNull()
    expect(detail.history.map((line) => [line.state, line.stateLabel, line.at])).toEqual([
      ["CHECK_OUT", "Paiement non abouti", "2026-11-21T10:00:00.000Z"],
      ["PENDING", "En attente de votre virement", "2026-11-21T10:05:00.000Z"],
    ])
  })

  it("shows the quote an order was placed from: the order's key, else its quoted lines'; nothing otherwise", () => {
    const line = { id: "l1", quantity: 1, unit_price: 100, is_tax_inclusive: false }
    expect(quoteRefOf({ metadata: { quoteRef: "22-ABCDEF" }, items: [] })).toBe("22-ABCDEF")
    expect(quoteRefOf({ metadata: {}, items: [{ ...line, metadata: {} }, { ...line, metadata: { quoteRef: "31-QWERTY" } }] })).toBe("31-QWERTY")
    expect(quoteRefOf({ metadata: null, items: null })).toBeNull()
    expect(toApiOrderDetail({ ...order, metadata: { ...order.metadata, quoteRef: "22-ABCDEF" } }, []).quoteRef).toBe("22-ABCDEF")
    expect("quoteRef" in toApiOrderDetail(order, [])).toBe(false)
  })
})
