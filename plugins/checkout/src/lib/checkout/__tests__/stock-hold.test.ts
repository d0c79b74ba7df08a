import { optionsFromConfig } from "../../options"
import { pendingExpiryDate, pendingTransferAction, reminderCutoff } from "../pending-transfer"
import { UNPAID_STATES, unpaidCapRefusal } from "../unpaid-caps"

/** Issue 11 item 12 ("Stock held at will"): the pure rules of the caps and of the PENDING expiry. */
const DAY = 24 * 3600_000
const since = new Date("2026-11-01T10:00:00.000Z")
const later = (days: number) => new Date(since.getTime() + days * DAY)
const delays = { reminderDays: 5, expiryDays: 10 }

describe("PENDING transfer: reminder after 5 days, cancelled after 10", () => {
  it.each([
    [0, "wait"],
    [4.99, "wait"],
    [5, "remind"],
    [9.99, "remind"],
    [10, "cancel"],
    [30, "cancel"],
  ])("%s days after the move into PENDING → %s", (days, action) => {
    expect(pendingTransferAction(since, later(days), delays)).toBe(action)
  })

  it("selects from the reminder age and tells the cancellation date", () => {
    expect(reminderCutoff(later(7), delays).toISOString()).toBe(later(2).toISOString())
    expect(pendingExpiryDate(since, delays).toISOString()).toBe("2026-11-11T10:00:00.000Z")
  })
})

describe("caps on open unpaid orders", () => {
  const caps = { perAccount: 3, perIp: 10 }

  it("counts the states that still accept a payment", () => {
    expect(UNPAID_STATES).toEqual(["CHECK_OUT", "PENDING"])
  })

  it("refuses the order that would go past the account's cap, then the IP's", () => {
    expect(unpaidCapRefusal({ account: 2, ip: 9 }, caps, true)).toBeNull()
    expect(unpaidCapRefusal({ account: 3, ip: 3 }, caps, true)).toBe(
      "Vous avez déjà 3 commandes en attente de paiement. Réglez-les, ou attendez leur annulation, avant d'en passer une nouvelle."
    )
    expect(unpaidCapRefusal({ account: 0, ip: 10 }, caps, true)).toBe(
      "Trop de commandes en attente de paiement ont été passées depuis votre connexion. Veuillez réessayer plus tard ou nous contacter."
    )
  })

  it("a guest is capped by IP only", () => {
    expect(unpaidCapRefusal({ account: 0, ip: 9 }, caps, false)).toBeNull()
    expect(unpaidCapRefusal({ account: 0, ip: 10 }, caps, false)).not.toBeNull()
  })
})

describe("options", () => {
  it("defaults: 3 unpaid orders per account, 10 per IP; reminder after 5 days, cancellation after 10", () => {
    const options = optionsFromConfig({})
    expect(options.unpaidOrderCaps).toEqual({ perAccount: 3, perIp: 10 })
    expect(options.pendingTransfer).toEqual({ reminderDays: 5, expiryDays: 10 })
  })

  it("takes the plugin's options; a cancellation set before the reminder moves after it", () => {
    const options = optionsFromConfig({
      plugins: [{ resolve: "@shop/checkout", options: { unpaidOrderCaps: { perIp: 50, perAccount: "x" }, pendingTransfer: { reminderDays: 7, expiryDays: 3 } } }],
    })
    expect(options.unpaidOrderCaps).toEqual({ perAccount: 3, perIp: 50 })
    expect(options.pendingTransfer).toEqual({ reminderDays: 7, expiryDays: 8 })
  })
})
