import { cardOutcome, outcomeMessage, paymentTypesFor } from "../rules"
import { sameToken, newSecurityToken } from "../security"
import { checkoutAddresses } from "../addresses"

describe("payment types by customer kind", () => {
  it("offers the transfer to pros only", () => {
    expect(paymentTypesFor(null)).toEqual(["card"])
    expect(paymentTypesFor({ isPro: false })).toEqual(["card"])
    expect(paymentTypesFor({ isPro: true })).toEqual(["card", "transfer"])
  })
})

describe("card outcome from the PaymentIntent", () => {
  it.each([
    [{ status: "requires_capture" }, "PAYED"],
    [{ status: "succeeded" }, "PAYED"],
    [{ status: "canceled" }, "ABANDONNED"],
    [{ status: "requires_payment_method", last_payment_error: { code: "card_declined" } }, "REFUSED"],
    [{ status: "requires_payment_method" }, "WAITING"],
    [{ status: "requires_action" }, "WAITING"],
    [{ status: "processing" }, "WAITING"],
  ])("%o → %s", (intent, outcome) => {
    expect(cardOutcome(intent)).toBe(outcome)
  })

  it("says the section-8 texts", () => {
    expect(outcomeMessage("PAYED")).toBeNull()
    expect(outcomeMessage("REFUSED")).toBe("Le paiement a été refusé par votre banque.")
    expect(outcomeMessage("ABANDONNED")).toBe("Le paiement n'a pas été finalisé.")
  })
})

describe("order token", () => {
  it("is 256 random bits, URL-safe, never twice the same", () => {
    const tokens = new Set(Array.from({ length: 1000 }, newSecurityToken))
    expect(tokens.size).toBe(1000)
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it("matches only itself, whatever the type or length presented", () => {
    const token = newSecurityToken()
    expect(sameToken(token, token)).toBe(true)
    expect(sameToken(token.slice(0, -1), token)).toBe(false)
    expect(sameToken(`${token}x`, token)).toBe(false)
    expect(sameToken(undefined, token)).toBe(false)
    expect(sameToken(["x"], token)).toBe(false)
    expect(sameToken("", "")).toBe(false)
    expect(sameToken(token, null)).toBe(false)
  })
})

describe("checkout addresses", () => {
  const input = {
    contact: { firstName: "Claire", lastName: "Dupont", email: "c@exemple.fr", phone: "0612345678" },
    billing: {
      firstName: "Claire",
      lastName: "Dupont",
      isCompany: true,
      company: "Dupont SARL",
      tva: "FR12345678901",
      address: "3 rue des Lilas",
      zipCode: "69003",
      locality: "Lyon",
      country: "France",
      countryCode: "FR",
    },
  }

  it("ships home deliveries to the billing address", () => {
    const { billing, shipping } = checkoutAddresses({ ...input, delivery: { type: "home" } } as never)
    expect(billing).toMatchObject({ company: "Dupont SARL", country_code: "fr", phone: "0612345678", metadata: { tva: "FR12345678901" } })
    expect(shipping).toEqual(billing)
  })

  it("ships custom deliveries to the other address, to the named recipient", () => {
    const delivery = { type: "custom", to: "Paul Martin", address: "1 place Bellecour", zipCode: "1000", locality: "Bruxelles", country: "Belgique", countryCode: "BE" }
    const { shipping } = checkoutAddresses({ ...input, delivery } as never)
    expect(shipping).toMatchObject({ first_name: "Paul Martin", address_1: "1 place Bellecour", postal_code: "1000", city: "Bruxelles", country_code: "be" })
  })
})
