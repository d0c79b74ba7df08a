import { companyIdentitySchema } from "@shop/shared"
import { DEFAULT_COMPANY_IDENTITY } from "../identity"
import { mailIdentityLine, printedCapital, printedCompany } from "../printed"

describe("the company identity as invoices and quotes print it", () => {
  it("starts from defaults the shared schema accepts (staff can save the form unchanged)", () => {
    expect(companyIdentitySchema.parse(DEFAULT_COMPANY_IDENTITY)).toEqual(DEFAULT_COMPANY_IDENTITY)
  })

  it("prints the capital in euros, cents only when there are some", () => {
    expect(printedCapital(5_000_000)).toBe("50\u202f000\u00a0€")
    expect(printedCapital(100_050)).toBe("1\u202f000,50\u00a0€")
  })

  it("gives the invoices' seller fields: address lines, postal code, city, compact numbers", () => {
    const printed = printedCompany({ ...DEFAULT_COMPANY_IDENTITY, addressExtra: "Bâtiment B" })
    expect(printed).toEqual({
      name: "Maison Chaleur SAS",
      legalForm: "SAS",
      capital: "50\u202f000\u00a0€",
      addressLines: ["18 rue des Forges", "Bâtiment B"],
      postalCode: "69007",
      city: "Lyon",
      countryCode: "FR",
      siren: "912345675",
      siret: "91234567500009",
      vatNumber: "FR65912345675",
      rcs: "RCS Lyon 912 345 675",
      email: "contact@maison-chaleur.fr",
      latePaymentRate: "trois fois le taux d’intérêt légal",
    })
    expect(printedCompany(DEFAULT_COMPANY_IDENTITY).addressLines).toEqual(["18 rue des Forges"])
  })
})

describe("the seller's line every e-mail ends with", () => {
  it("names the company, its form and capital, head office, RCS and VAT number", () => {
    expect(mailIdentityLine(DEFAULT_COMPANY_IDENTITY)).toBe(
      "Maison Chaleur SAS au capital de 50\u202f000\u00a0€ — 18 rue des Forges, 69007 Lyon — RCS Lyon 912 345 675 — TVA FR65912345675"
    )
  })

  it("adds the legal form when the name does not end with it, and the address's second line", () => {
    const line = mailIdentityLine({ ...DEFAULT_COMPANY_IDENTITY, name: "Chaleur & Cie", addressExtra: "Bâtiment B" })
    expect(line).toMatch(/^Chaleur & Cie, SAS au capital de 50\u202f000\u00a0€ — 18 rue des Forges, Bâtiment B, 69007 Lyon — /)
  })
})
