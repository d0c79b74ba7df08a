import { cardOutcome, outcomeMessage, paymentTypesFor, transferRefusal } from "../rules"
import { isStockError, stockLockKeys, stockShortfalls } from "../stock"
import { paymentLockKey } from "../payment-lock"
import { deriveOrderSecret, hashOrderSecret, matchesSecretHash, newSecretNonce } from "../../order/secret"
import { checkoutAddresses } from "../addresses"

describe("payment types by customer kind", () => {
  it("offers the transfer to pros only", () => {
    expect(paymentTypesFor(null)).toEqual(["card"])
    expect(paymentTypesFor({ isPro: false, proVerified: false })).toEqual(["card"])
    expect(paymentTypesFor({ isPro: true, proVerified: false })).toEqual(["card"])
    expect(paymentTypesFor({ isPro: true, proVerified: true })).toEqual(["card", "transfer"])
  })

  it("says why transfer is refused: not a pro, or a pro not verified yet (issue 11 item 12)", () => {
    expect(transferRefusal(null)).toBe("Le paiement par virement est réservé aux clients professionnels connectés.")
    expect(transferRefusal({ isPro: false, proVerified: false })).toBe("Le paiement par virement est réservé aux clients professionnels connectés.")
    expect(transferRefusal({ isPro: true, proVerified: false })).toBe(
      "Le paiement par virement vous sera proposé dès que notre équipe aura vérifié votre entreprise. En attendant, vous pouvez régler par carte bancaire."
    )
    expect(transferRefusal({ isPro: true, proVerified: true })).toBeNull()
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

describe("order secret", () => {
  const newSecret = () => deriveOrderSecret("server-secret", "CMD-ABC", newSecretNonce())

  it("is 256 bits, URL-safe, never twice the same (a fresh nonce each order)", () => {
    const secrets = new Set(Array.from({ length: 1000 }, newSecret))
    expect(secrets.size).toBe(1000)
    for (const secret of secrets) expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it("is derived again from the server secret, the number and the nonce, and from nothing else", () => {
    const nonce = newSecretNonce()
    expect(deriveOrderSecret("k", "CMD-ABC", nonce)).toBe(deriveOrderSecret("k", "CMD-ABC", nonce))
    expect(deriveOrderSecret("k2", "CMD-ABC", nonce)).not.toBe(deriveOrderSecret("k", "CMD-ABC", nonce))
    expect(deriveOrderSecret("k", "CMD-ABD", nonce)).not.toBe(deriveOrderSecret("k", "CMD-ABC", nonce))
  })

  it("matches its stored hash only, whatever the type or length presented", () => {
    const secret = newSecret()
    const hash = hashOrderSecret(secret)
    expect(hash).not.toContain(secret)
    expect(matchesSecretHash(secret, hash)).toBe(true)
    expect(matchesSecretHash(secret.slice(0, -1), hash)).toBe(false)
    expect(matchesSecretHash(`${secret}x`, hash)).toBe(false)
    expect(matchesSecretHash(undefined, hash)).toBe(false)
    expect(matchesSecretHash(["x"], hash)).toBe(false)
    expect(matchesSecretHash("", "")).toBe(false)
    expect(matchesSecretHash(secret, null)).toBe(false)
    expect(matchesSecretHash(hash, hash)).toBe(false)
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

describe("stock check of cart completion", () => {
  it("sums a variant's lines and refuses only what is beyond the channel's stock", () => {
    const lines = [
      { variant_id: "v1", quantity: 2 },
      { variant_id: "v1", quantity: 2 },
      { variant_id: "v2", quantity: 9, manage_inventory: false },
      { variant_id: "v3", quantity: 1 },
    ]
    expect(stockShortfalls(lines, { v1: 4, v2: 0, v3: null })).toEqual([])
    expect(stockShortfalls(lines, { v1: 3, v2: 0, v3: null })).toEqual(["v1"])
  })

  it("locks variants in one order, whatever the cart's", () => {
    expect(stockLockKeys([{ variant_id: "b" }, { variant_id: "a" }, { variant_id: "b" }, { variant_id: null }])).toEqual(["stock:a", "stock:b"])
  })

  it("reads Medusa's refusals and ours as the stock text", () => {
    expect(isStockError(new Error("Not enough stock available for item"))).toBe(true)
    expect(isStockError({ message: "Nous ne sommes pas en mesure de fournir cette quantité actuellement" })).toBe(true)
    expect(isStockError(new Error("history refused"))).toBe(false)
  })
})

describe("payment lock", () => {
  it("is the cart id the order came from (Medusa's own webhook workflow takes it too), else per order", () => {
    expect(paymentLockKey("order_1", "cart_1")).toBe("cart_1")
    expect(paymentLockKey("order_1", null)).toBe("payment:order_1")
  })
})
