import { NO_STATE_LABEL, toAccountOrder } from "../account-orders"

describe("toAccountOrder (GET /api/me/order)", () => {
  it("gives number, date, state with its French label, HT/TTC cents and the security token", () => {
    expect(
      toAccountOrder({
        id: "order_1",
        display_id: 7,
        created_at: "2026-11-21T10:00:00.000Z",
        metadata: { orderNumber: "MC-AB12CD34" },
        total: 1199.9,
        tax_total: "199.98",
        order_state: { state: "PENDING" },
      }, "tok")
    ).toEqual({
      orderNumber: "MC-AB12CD34",
      date: "2026-11-21T10:00:00.000Z",
      state: "PENDING",
      stateLabel: "En attente de votre virement",
      total: { ht: 99992, ttc: 119990 },
      security: "tok",
    })
  })

  it("falls back to Medusa's display id, no token and a neutral label for an order without state", () => {
    expect(toAccountOrder({ id: "order_2", display_id: 8, created_at: "2026-01-01T00:00:00Z", total: { raw: { value: "10" } } })).toMatchObject({
      orderNumber: "#8",
      state: "",
      stateLabel: NO_STATE_LABEL,
      total: { ht: 1000, ttc: 1000 },
      security: null,
    })
  })
})
