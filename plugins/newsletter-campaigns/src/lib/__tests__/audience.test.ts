import { audienceCondition, categoryHandlesUnder, loyaltyGroupName } from "../campaigns/audience"

describe("newsletter audience", () => {
  it("a category counts with every category under it (Medusa's flat handles)", () => {
    expect(categoryHandlesUnder("radiateurs/inertie")).toEqual(["radiateurs-inertie", "radiateurs-inertie-ceramique", "radiateurs-inertie-fonte"])
    expect(categoryHandlesUnder("radiateurs/inertie/fonte")).toEqual(["radiateurs-inertie-fonte"])
  })

  it("pros and loyalty tiers are the customer groups of ADR 003; consumers are everyone else", () => {
    expect(audienceCondition({ audience: "all" })).toEqual({ sql: "true", bindings: [] })
    expect(audienceCondition({ audience: "pros" }).bindings).toEqual(["pro"])
    expect(audienceCondition({ audience: "consumers" }).sql).toMatch(/^\(s\.customer_id is null or not exists/)
    expect(audienceCondition({ audience: "loyalty", tier: 10 }).bindings).toEqual(["pro-fidelite-10"])
    expect(loyaltyGroupName(15)).toBe("pro-fidelite-15")
  })
})
