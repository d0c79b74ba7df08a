import { MemoryRateLimitStore } from "../../auth/rate-limit"
import { welcomeMail } from "../../mail/templates"
import { RequestRateLimiter } from "../../account/request-limit"
import { UNSUBSCRIBE_LIMIT } from "../limit"
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

describe("unsubscribe limit", () => {
  it("refuses the 21st call of one IP within 15 minutes, not another IP's", async () => {
    let now = 1_000_000
    const limiter = new RequestRateLimiter("newsletter-unsubscribe", new MemoryRateLimitStore(), UNSUBSCRIBE_LIMIT, () => now)
    for (let i = 0; i < 20; i++) expect(await limiter.take({ ip: "10.0.0.1" })).toBe(0)
    expect(await limiter.take({ ip: "10.0.0.1" })).toBe(900)
    expect(await limiter.take({ ip: "10.0.0.2" })).toBe(0)
    now += 15 * 60 * 1000
    expect(await limiter.take({ ip: "10.0.0.1" })).toBe(0)
  })
})
