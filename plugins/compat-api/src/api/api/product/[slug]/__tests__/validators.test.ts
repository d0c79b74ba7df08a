import { parseProductLookup } from "../validators"

describe("parseProductLookup", () => {
  it("accepts a slug and the pro flag", () => {
    expect(parseProductLookup({ slug: "radiateur-solena-1000w" }, {})).toEqual({ ok: true, value: { slug: "radiateur-solena-1000w", pro: false } })
    expect(parseProductLookup({ slug: "a1" }, { pro: "true" })).toEqual({ ok: true, value: { slug: "a1", pro: true } })
    expect(parseProductLookup({ slug: "a1" }, { pro: "false" })).toEqual({ ok: true, value: { slug: "a1", pro: false } })
  })

  it("rejects malformed slugs with a French message", () => {
    for (const slug of ["Radiateur", "radiateur--solena", "-radiateur", "radiateur_solena", "é", "a".repeat(201), ""]) {
      expect(parseProductLookup({ slug }, {})).toEqual({ ok: false, message: "L'identifiant du produit n'est pas valide." })
    }
  })

  it("rejects a pro flag that is not true/false", () => {
    for (const pro of ["1", "yes", ["true", "true"]]) {
      expect(parseProductLookup({ slug: "a1" }, { pro })).toEqual({ ok: false, message: "Le paramètre pro doit valoir true ou false." })
    }
  })
})
