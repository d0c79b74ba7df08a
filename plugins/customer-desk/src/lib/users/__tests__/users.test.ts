import { staffUserUpdateSchema } from "@shop/shared"
import { staffUserChanges } from "../changes"
import { isProCustomer, loyaltyOf, toUserDetail, type CustomerRecord } from "../detail"
import { customerSearchFilter, likePattern, proVerifiedAtOf, toUserSummary } from "../search"

const NOW = new Date("2026-11-25T09:30:00.000Z")
const consumer: CustomerRecord = {
  id: "cus_1",
  email: "paul@exemple.fr",
  first_name: "Paul",
  last_name: "Durand",
  metadata: { newsletter: true, isPro: false },
  groups: [],
  addresses: [{ id: "cuaddr_1", is_default_billing: true, address_1: "1 rue A", postal_code: "69003", city: "Lyon", country_code: "fr" }],
}
const pro = (metadata: Record<string, unknown>, groups = ["pro"]): CustomerRecord => ({
  ...consumer,
  metadata: { isPro: true, company: "SARL Durand", siret: "73282932000074", ...metadata },
  groups: groups.map((name, i) => ({ id: `cusgroup_${i}`, name })),
})
const form = (extra: Record<string, unknown>) =>
  staffUserUpdateSchema.parse({ firstName: "Paul", lastName: "Durand", countryCode: "FR", isPro: false, ...extra })

describe("staffUserChanges", () => {
  it("makes a consumer a verified pro: metadata and group together, verified now", () => {
    const changes = staffUserChanges(consumer, form({ isPro: true, company: "SARL Durand", siret: "732 829 320 00074", tva: "FR12", proVerified: true }), NOW)
    expect(changes.pro).toEqual({ member: true, changed: true })
    expect(changes.customer.company_name).toBe("SARL Durand")
    expect(changes.customer.metadata).toEqual({
      newsletter: true,
      isPro: true,
      company: "SARL Durand",
      siret: "73282932000074",
      tva: "FR12",
      pro_verified_at: "2026-11-25T09:30:00.000Z",
    })
    // no newsletter key: the subscription is left as it is
    expect(changes).not.toHaveProperty("newsletter")
  })

  it("keeps the first verification date while the box stays ticked", () => {
    const changes = staffUserChanges(pro({ pro_verified_at: "2026-01-02T03:04:05.000Z" }), form({ isPro: true, company: "SARL Durand", siret: "73282932000074", proVerified: true }), NOW)
    expect(changes.customer.metadata.pro_verified_at).toBe("2026-01-02T03:04:05.000Z")
    expect(changes.pro).toEqual({ member: true, changed: false })
  })

  it("clears the date when unticked or when the customer stops being a pro", () => {
    const verified = pro({ pro_verified_at: "2026-01-02T03:04:05.000Z" })
    expect(staffUserChanges(verified, form({ isPro: true, company: "SARL Durand", siret: "73282932000074" }), NOW).customer.metadata.pro_verified_at).toBeNull()
    const back = staffUserChanges(verified, form({ isPro: false }), NOW)
    expect(back.customer.metadata).toMatchObject({ isPro: false, pro_verified_at: null })
    expect(back.pro).toEqual({ member: false, changed: true })
  })

  it("does not count a date stored on a customer outside the pro group", () => {
    const stale = pro({ pro_verified_at: "2026-01-02T03:04:05.000Z" }, [])
    expect(staffUserChanges(stale, form({ isPro: true, company: "SARL Durand", siret: "73282932000074", proVerified: true }), NOW).customer.metadata.pro_verified_at).toBe(
      "2026-11-25T09:30:00.000Z"
    )
  })

  it("updates the default address as PUT /api/me does", () => {
    const changes = staffUserChanges(consumer, form({ address: "2 rue B", zipCode: "75011", locality: "Paris" }), NOW)
    expect(changes.mainAddressId).toBe("cuaddr_1")
    expect(changes.address).toMatchObject({ address_1: "2 rue B", postal_code: "75011", city: "Paris", country_code: "fr" })
  })
})

describe("the customer's page", () => {
  it("reads pro status and loyalty tier from the groups (highest tier if two)", () => {
    expect(isProCustomer(consumer)).toBe(false)
    expect(loyaltyOf(consumer)).toEqual({ tierPercent: null, group: null })
    expect(loyaltyOf(pro({}, ["pro", "pro-fidelite-5", "pro-fidelite-10"]))).toEqual({ tierPercent: 10, group: "pro-fidelite-10" })
  })

  it("maps the detail: address fields, country name, verified date only for pros", () => {
    const detail = toUserDetail(pro({ pro_verified_at: "2026-01-02T03:04:05.000Z", tva: "FR12" }), [], [])
    expect(detail).toMatchObject({
      isPro: true,
      proVerifiedAt: "2026-01-02T03:04:05.000Z",
      tva: "FR12",
      company: "SARL Durand",
      address: "1 rue A",
      zipCode: "69003",
      locality: "Lyon",
      countryCode: "FR",
      country: "France",
    })
    expect(toUserDetail(pro({ pro_verified_at: "2026-01-02T03:04:05.000Z" }, []), [], []).proVerifiedAt).toBeNull()
  })

  it("reads only a real date as verified", () => {
    expect(proVerifiedAtOf({ pro_verified_at: "n'importe quoi" })).toBeNull()
    expect(proVerifiedAtOf({ pro_verified_at: true })).toBeNull()
    expect(proVerifiedAtOf(null)).toBeNull()
  })

  it("prefers Medusa's company name, else the sign-up's", () => {
    const row = { id: "cus_1", email: "a@b.fr", first_name: null, last_name: null, metadata: { company: "Sign-up SARL" }, has_account: true, created_at: NOW, is_pro: false }
    expect(toUserSummary({ ...row, company_name: null }).company).toBe("Sign-up SARL")
    expect(toUserSummary({ ...row, company_name: "Medusa SARL" }).company).toBe("Medusa SARL")
  })
})

describe("customerSearchFilter", () => {
  it("escapes LIKE wildcards", () => {
    expect(likePattern("100%_a\\b")).toBe("%100\\%\\_a\\\\b%")
  })

  it("searches names, e-mail and company; SIRET only for digits, spaces removed", () => {
    const byName = customerSearchFilter("durand")
    expect(byName.sql).not.toContain("siret")
    expect(byName.bindings).toEqual(Array(6).fill("%durand%"))
    const bySiret = customerSearchFilter("732 829 320")
    expect(bySiret.sql).toContain("replace(c.metadata->>'siret', ' ', '') like ?")
    expect(bySiret.bindings.at(-1)).toBe("%732829320%")
    expect(customerSearchFilter(undefined)).toEqual({ sql: "c.deleted_at is null", bindings: [] })
  })
})
