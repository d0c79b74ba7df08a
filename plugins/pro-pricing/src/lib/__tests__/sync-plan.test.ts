import { isEmptyPlan, planProPriceChanges, type VariantPricesRecord } from "../sync-plan"

const LIST = "plist_pro"
const variant = (id: string, prices: NonNullable<VariantPricesRecord["price_set"]>["prices"]): VariantPricesRecord => ({
  id,
  price_set: { prices },
})

describe("pro price-list sync plan", () => {
  it("creates the missing pro price from the EUR list price", () => {
    const plan = planProPriceChanges([variant("v1", [{ id: "p1", amount: 499.9, raw_amount: { value: "499.9" }, currency_code: "eur" }])], LIST)
    expect(plan).toEqual({ create: [{ variant_id: "v1", amount: "489.90", currency_code: "eur" }], update: [], delete: [] })
  })

  it("updates a pro price that no longer matches the list price, and leaves a right one alone", () => {
    const plan = planProPriceChanges(
      [
        variant("v1", [
          { id: "p1", amount: 600, currency_code: "eur" },
          { id: "pp1", amount: 489.9, currency_code: "eur", price_list_id: LIST },
        ]),
        variant("v2", [
          { id: "p2", amount: "19.90", currency_code: "eur" },
          { id: "pp2", amount: "19.50", currency_code: "eur", price_list_id: LIST },
        ]),
      ],
      LIST
    )
    expect(plan).toEqual({ create: [], update: [{ id: "pp1", variant_id: "v1", amount: "588.00", currency_code: "eur" }], delete: [] })
  })

  it("ignores other currencies, other price lists and rule-bound (region) prices as list price", () => {
    const plan = planProPriceChanges(
      [
        variant("v1", [
          { id: "usd", amount: 10, currency_code: "usd" },
          { id: "sale", amount: 5, currency_code: "eur", price_list_id: "plist_sale" },
          { id: "region", amount: 7, currency_code: "eur", rules_count: 1 },
          { id: "p1", amount: 100, currency_code: "eur" },
        ]),
      ],
      LIST
    )
    expect(plan.create).toEqual([{ variant_id: "v1", amount: "98.00", currency_code: "eur" }])
  })

  it("removes duplicates and the pro price of a variant without list price", () => {
    const plan = planProPriceChanges(
      [
        variant("v1", [
          { id: "p1", amount: 100, currency_code: "eur" },
          { id: "pp1", amount: 98, currency_code: "eur", price_list_id: LIST },
          { id: "pp1b", amount: 98, currency_code: "eur", price_list_id: LIST },
        ]),
        variant("v2", [{ id: "pp2", amount: 10, currency_code: "eur", price_list_id: LIST }]),
        { id: "v3", price_set: null },
      ],
      LIST
    )
    expect(plan).toEqual({ create: [], update: [], delete: ["pp1b", "pp2"] })
    expect(isEmptyPlan(planProPriceChanges([], LIST))).toBe(true)
  })
})
