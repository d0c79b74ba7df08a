import { welcomeMail } from "../../mail/templates"
import { unsubscribeUrl } from "../link"

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde"

describe("newsletter unsubscribe link in the welcome e-mail", () => {
  it("is an absolute URL on the shop's public address", () => {
    expect(unsubscribeUrl("https://boutique.exemple.fr/", TOKEN)).toBe(`https://boutique.exemple.fr/unsubscribe/${TOKEN}`)
  })

  it("is in both parts of the e-mail of a subscriber", () => {
    const url = unsubscribeUrl("http://localhost:8000", TOKEN)
    const mail = welcomeMail({ isPro: false, unsubscribeUrl: url }, "http://localhost:8000")
    expect(mail.text).toContain(`désinscrire à tout moment depuis votre compte ou avec ce lien : ${url}`)
    expect(mail.html).toContain(`href="${url}"`)
  })

  it("is absent for an account without newsletter", () => {
    const mail = welcomeMail({ isPro: false }, "http://localhost:8000")
    expect(mail.text).not.toContain("/unsubscribe/")
    expect(mail.html).not.toContain("/unsubscribe/")
  })
})
