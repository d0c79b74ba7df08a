import { setStaffGrantsSchema } from "../validation"

describe("setStaffGrantsSchema", () => {
  it("accepts a staff user and known grants, deduplicated in table order", () => {
    expect(setStaffGrantsSchema.parse({ user_id: " user_1 ", grants: ["faq", "dev", "faq"] })).toEqual({
      user_id: "user_1",
      grants: ["dev", "faq"],
    })
  })

  it("accepts an empty list (the user stops being an admin)", () => {
    expect(setStaffGrantsSchema.parse({ user_id: "user_1", grants: [] }).grants).toEqual([])
  })

  it("refuses an unknown grant, naming it in French", () => {
    const result = setStaffGrantsSchema.safeParse({ user_id: "user_1", grants: ["dev", "superadmin"] })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Le droit « superadmin » n'existe pas."])
  })

  it("refuses a missing user and a list that is not one", () => {
    const result = setStaffGrantsSchema.safeParse({ user_id: "", grants: "dev" })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Le compte d'équipe est obligatoire.",
      "Les droits doivent être une liste.",
    ])
  })
})
