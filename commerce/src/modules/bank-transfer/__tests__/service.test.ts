import { PaymentSessionStatus } from "@medusajs/framework/utils"
import BankTransferProviderService from "../service"

const account = { iban: "FR7630006000011234567890189", bic: "AGRIFRPPXXX", holder: "Maison Chaleur SAS" }

describe("bank-transfer provider", () => {
  const provider = new BankTransferProviderService({ logger: console }, account)

  it("puts the shop's account in the session data", async () => {
    const session = await provider.initiatePayment({ amount: 10, currency_code: "eur" })
    expect(session.data).toEqual({ ...account, received: false })
  })

  it("defers the authorisation until the transfer is received", async () => {
    expect((await provider.authorizePayment({ data: { received: false } })).status).toBe(PaymentSessionStatus.PENDING_AUTHORIZATION)
    expect((await provider.authorizePayment({ data: { received: true } })).status).toBe(PaymentSessionStatus.AUTHORIZED)
  })

  it("refuses to start without the shop's bank details", () => {
    expect(() => BankTransferProviderService.validateOptions({ iban: "", bic: "X", holder: "Y" })).toThrow(/iban/)
  })
})
