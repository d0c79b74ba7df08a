import { passwordResetUrl, RESET_TOKEN_TTL_MS, resetExpiry } from "../reset-token"

describe("password-reset links", () => {
  it("expire one hour after they are made", () => {
    expect(RESET_TOKEN_TTL_MS).toBe(3_600_000)
    expect(resetExpiry(new Date("2026-11-21T10:00:00Z")).toISOString()).toBe("2026-11-21T11:00:00.000Z")
  })

  it("travel in a /login/iforgot link with the e-mail, both encoded", () => {
    expect(passwordResetUrl("https://boutique.test/", "ab-_9", "jean+test@exemple.fr")).toBe(
      "https://boutique.test/login/iforgot?token=ab-_9&email=jean%2Btest%40exemple.fr"
    )
  })
})
