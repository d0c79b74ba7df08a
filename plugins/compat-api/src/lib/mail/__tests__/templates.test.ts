import { optionsFromConfig } from "../../options"
import { escapeHtml } from "../html"
import { orderConfirmationMail, passwordResetMail, storefrontLink, welcomeMail, type OrderMailData } from "../templates"

const SHOP = "https://boutique.test"

function order(overrides: Partial<OrderMailData> = {}): OrderMailData {
  return {
    orderNumber: "MC-AB12CD34",
    email: "jeanne@example.test",
    firstName: "Jeanne",
    date: new Date("2026-11-21T10:00:00Z"),
    isPro: false,
    lines: [{ designation: "Radiateur Fonte 1500 W", quantity: 2, unitTtc: 49990, totalTtc: 99980 }],
    totals: { articlesTtc: 99980, deliveryTtc: 0, ht: 83317, vat: 16663, ttc: 99980 },
    address: { name: "Jeanne Martin", lines: ["12 rue des Lilas", "75011 Paris", "FR"] },
    paymentState: "Payée",
    detailsUrl: `${SHOP}/order/details?order=MC-AB12CD34&security=s3cr3t`,
    ...overrides,
  }
}

describe("e-mail templates", () => {
  it("escapes what customers type: a <script> first name never reaches the HTML as a tag", () => {
    const mail = welcomeMail({ firstName: '<script>alert("x")</script>', isPro: false }, SHOP)
    expect(mail.html).not.toContain("<script>")
    expect(mail.html).toContain("Bonjour &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;,")
    expect(escapeHtml(`a&b'<>`)).toBe("a&amp;b&#39;&lt;&gt;")
    const confirmation = orderConfirmationMail(order({ lines: [{ designation: "<img src=x onerror=1>", quantity: 1, unitTtc: 100, totalTtc: 100 }] }), SHOP)
    expect(confirmation.html).not.toContain("<img")
    expect(confirmation.html).toContain("&lt;img src=x onerror=1&gt;")
  })

  it("welcome: French text, account link, pro paragraph for pros only", () => {
    const consumer = welcomeMail({ firstName: "Jeanne", isPro: false }, SHOP)
    expect(consumer.subject).toBe("Bienvenue chez Maison Chaleur !")
    expect(consumer.text).toContain("Bonjour Jeanne,")
    expect(consumer.text).toContain(`Mon compte : ${SHOP}/me`)
    expect(consumer.text).not.toContain("espace pro")
    const pro = welcomeMail({ isPro: true }, SHOP)
    expect(pro.text).toContain("Bonjour,")
    expect(pro.text).toContain(`Espace pro : ${SHOP}/pro/v1`)
    expect(pro.html).toContain(`href="${SHOP}/pro/v1"`)
  })

  it("password reset: the link in both parts, its validity, and the ignore advice", () => {
    const resetUrl = `${SHOP}/login/iforgot?token=abc&email=jeanne%40example.test`
    const mail = passwordResetMail({ resetUrl, validityMinutes: 60 }, SHOP)
    expect(mail.subject).toBe("Réinitialisation de votre mot de passe")
    expect(mail.text).toContain(resetUrl)
    expect(mail.text).toContain("Ce lien ne sert qu'une fois et expire dans 1 h.")
    expect(mail.html).toContain(`href="${SHOP}/login/iforgot?token=abc&amp;email=jeanne%40example.test"`)
    expect(mail.text).toContain("ignorez cet e-mail")
  })

  it("order confirmation: number, lines, TTC totals, address, payment state and details link", () => {
    const mail = orderConfirmationMail(order(), SHOP)
    expect(mail.subject).toBe("Confirmation de votre commande MC-AB12CD34")
    expect(mail.text).toContain("Merci pour votre commande MC-AB12CD34 du 21 novembre 2026 chez Maison Chaleur.")
    expect(mail.text).toContain("- Radiateur Fonte 1500 W × 2 : 999,80\u00a0€ TTC")
    expect(mail.text).toContain("Livraison : Offerte")
    expect(mail.text).toContain("Total TTC : 999,80\u00a0€")
    expect(mail.text).not.toContain("Total HT")
    expect(mail.text).toContain("État du paiement : Payée")
    expect(mail.text).toContain("Adresse de livraison :\nJeanne Martin\n12 rue des Lilas\n75011 Paris")
    expect(mail.text).toContain(`Suivre ma commande : ${SHOP}/order/details?order=MC-AB12CD34&security=s3cr3t`)
    // The spam advice belongs to the confirmation page, not to the e-mail itself.
    expect(mail.text.toLowerCase()).not.toContain("spam")
  })

  it("order confirmation for a pro shows HT and VAT; without a token it points to the order lookup", () => {
    const mail = orderConfirmationMail(order({ isPro: true, detailsUrl: null, totals: { articlesTtc: 99980, deliveryTtc: 1990, ht: 84975, vat: 16995, ttc: 101970 } }), SHOP)
    expect(mail.text).toContain("Total HT : 849,75\u00a0€")
    expect(mail.text).toContain("TVA : 169,95\u00a0€")
    expect(mail.text).toContain("Livraison : 19,90\u00a0€")
    expect(mail.text).toContain(`Suivre ma commande : ${SHOP}/order/status (avec votre adresse e-mail et le numéro MC-AB12CD34)`)
  })

  it("builds links on the storefront URL, which defaults to the first storeCors origin", () => {
    expect(storefrontLink("https://a.test/", "/order/details", { order: "MC-1", security: "a b" })).toBe(
      "https://a.test/order/details?order=MC-1&security=a+b"
    )
    expect(optionsFromConfig({ projectConfig: { http: { storeCors: "https://shop.test/,http://x.test" } } }).storefrontUrl).toBe("https://shop.test")
    expect(optionsFromConfig({ plugins: [{ resolve: "@shop/compat-api", options: { storefrontUrl: "https://s.test/" } }] }).storefrontUrl).toBe("https://s.test")
    expect(optionsFromConfig({}).storefrontUrl).toBe("http://localhost:8000")
  })
})
