import { ANONYMOUS_USER, toSessionUser } from "../user"

describe("toSessionUser", () => {
  it("maps a pro customer with a billing address to the user fields of section 3", () => {
    const user = toSessionUser({
      id: "cus_1",
      email: "marie@exemple.fr",
      first_name: "Marie",
      last_name: "Curie",
      phone: "0612345678",
      company_name: "Chauffage Curie",
      metadata: { siret: "73282932000074", tva: "FR40732829320" },
      groups: [{ id: "cusgroup_1", name: "pro" }],
      addresses: [
        { address_1: "1 rue A", city: "Lyon", postal_code: "69001", country_code: "be" },
        { address_1: "2 rue B", address_2: "Bât. C", city: "Paris", postal_code: "75001", country_code: "fr", is_default_billing: true },
      ],
    })
    expect(user).toEqual({
      email: "marie@exemple.fr",
      isPro: true,
      proVerified: false,
      isAdmin: false,
      grants: [],
      company: "Chauffage Curie",
      siret: "73282932000074",
      tva: "FR40732829320",
      firstName: "Marie",
      lastName: "Curie",
      phone: "0612345678",
      address: "2 rue B",
      addressExtra: "Bât. C",
      zipCode: "75001",
      locality: "Paris",
      country: "France",
      countryCode: "FR",
      newsletter: false,
    })
  })

  it("says a pro is verified only once staff set a valid pro_verified_at, and never a consumer (issue 11 item 12)", () => {
    const pro = { id: "c", groups: [{ id: "g", name: "pro" }] }
    expect(toSessionUser({ ...pro, metadata: { pro_verified_at: "2026-11-20T09:00:00.000Z" } }).proVerified).toBe(true)
    expect(toSessionUser({ ...pro, metadata: { pro_verified_at: null } }).proVerified).toBe(false)
    expect(toSessionUser({ ...pro, metadata: { pro_verified_at: "bientôt" } }).proVerified).toBe(false)
    expect(toSessionUser({ id: "c", metadata: { pro_verified_at: "2026-11-20" } }).proVerified).toBe(false)
  })

  it("says whether the account is subscribed to the newsletter", () => {
    expect(toSessionUser({ id: "c", newsletter_subscriber: { status: "subscribed" } }).newsletter).toBe(true)
    expect(toSessionUser({ id: "c", newsletter_subscriber: { status: "unsubscribed" } }).newsletter).toBe(false)
    expect(toSessionUser({ id: "c", newsletter_subscriber: null }).newsletter).toBe(false)
  })

  it("leaves a consumer without data empty, and not pro", () => {
    const user = toSessionUser({ id: "cus_2", email: "jean@exemple.fr", groups: [{ id: "g", name: "vip" }], metadata: null })
    expect(user).toEqual({ ...ANONYMOUS_USER, email: "jean@exemple.fr" })
  })

  it("takes the company from metadata when company_name is empty", () => {
    expect(toSessionUser({ id: "c", company_name: null, metadata: { company: "SARL Dupont" } }).company).toBe("SARL Dupont")
  })
})
