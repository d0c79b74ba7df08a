import { tierMembershipChange } from "../membership"

const TIERS = { 5: "g5", 10: "g10", 15: "g15" }

describe("moving a pro between tier groups", () => {
  it("joins the earned tier and leaves the previous one, keeping other groups", () => {
    expect(tierMembershipChange(["pro", "g5"], TIERS, 10)).toEqual({ add: ["g10"], remove: ["g5"] })
  })
  it("changes nothing when the customer already sits in the right tier", () => {
    expect(tierMembershipChange(["pro", "g15"], TIERS, 15)).toEqual({ add: [], remove: [] })
  })
  it("leaves every tier group when no tier is earned any more (12 months without purchases)", () => {
    expect(tierMembershipChange(["pro", "g5", "g10"], TIERS, null)).toEqual({ add: [], remove: ["g5", "g10"] })
  })
})
