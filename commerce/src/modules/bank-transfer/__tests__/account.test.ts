import { paymentModules } from "../../config"
import { bankAccountFromEnv } from "../account"

const REAL = { BANK_TRANSFER_IBAN: "FR14 2004 1010 0505 0001 3M0 2606", BANK_TRANSFER_BIC: "PSSTFRPPPAR", BANK_TRANSFER_HOLDER: "Maison Chaleur SAS" }

describe("the bank account of transfers (issue 11 item 1)", () => {
  it("refuses to configure the engine in production mode without the account or with the example's", () => {
    expect(() => paymentModules({ NODE_ENV: "production" })).toThrow("BANK_TRANSFER_IBAN, BANK_TRANSFER_BIC, BANK_TRANSFER_HOLDER must be set")
    expect(() => paymentModules({ NODE_ENV: "production", ...REAL, BANK_TRANSFER_HOLDER: " " })).toThrow("BANK_TRANSFER_HOLDER must be set")
    expect(() => paymentModules({ NODE_ENV: "production", ...REAL, BANK_TRANSFER_IBAN: "FR76 3000 6000 0112 3456 7890 189" })).toThrow("example account")
  })

  it("takes the real account in production, normalised", () => {
    expect(bankAccountFromEnv({ NODE_ENV: "production", ...REAL })).toEqual({ iban: "FR1420041010050500013M02606", bic: "PSSTFRPPPAR", holder: "Maison Chaleur SAS" })
  })

  it("fills the gaps with the example outside production, and for the local shop that says so", () => {
    expect(bankAccountFromEnv({ NODE_ENV: "development" }).iban).toBe("FR7630006000011234567890189")
    expect(bankAccountFromEnv({ NODE_ENV: "production", BANK_TRANSFER_ALLOW_EXAMPLE: "true" }).iban).toBe("FR7630006000011234567890189")
  })
})
