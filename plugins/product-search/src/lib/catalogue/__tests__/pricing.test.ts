import { pricingContext } from "../read"

describe("pricing context of a product lookup", () => {
  const region = { regionId: "reg_fr", currencyCode: "eur" }

  it("prices the public view for the region only", () => {
    expect(pricingContext(region, null)).toEqual({ region_id: "reg_fr", currency_code: "eur" })
  })

  it("adds a pro buyer's groups, which Medusa matches against the price list's customer.groups.id rule", () => {
    expect(pricingContext(region, { customerId: "cus_1", groupIds: ["grp_pro", "grp_fid5"] })).toEqual({
      region_id: "reg_fr",
      currency_code: "eur",
      customer: { id: "cus_1", groups: [{ id: "grp_pro" }, { id: "grp_fid5" }] },
    })
  })
})
