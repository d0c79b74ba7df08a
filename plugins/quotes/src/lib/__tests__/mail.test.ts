import type { ApiQuote } from "@shop/shared"
import { proCommentMail, quoteAnsweredMail, quoteRequestedMail, staffCommentMail } from "../mail"

const quote: ApiQuote = {
  id: "quo_1",
  ref: "22-ABCDEF",
  state: "answered",
  createdAt: "2026-11-26T10:00:00.000Z",
  message: "Chantier <Lyon>",
  customer: { id: "cus_1", email: "achats@chauffage-pro.fr", company: "Chauffage Pro" },
  lines: [{ ean: "4006381333931", title: "Radiateur à inertie 1500 W", quantity: 2, listUnitPrice: 41658, quotedUnitPrice: 35000 }],
  deliveryPrice: 0,
  validUntil: "2026-12-31",
  comments: [],
  orderId: null,
  orderNumber: null,
  answeredAt: "2026-11-26T11:00:00.000Z",
  version: 1,
}
const SHOP = "https://www.maison-chaleur.fr"

describe("quote e-mails", () => {
  it("tells the pro the answer with the totals, the validity, how to order and a link to the quote's page in /pro/v1", () => {
    const mail = quoteAnsweredMail(quote, SHOP)
    expect(mail.subject).toBe("Votre devis 22-ABCDEF est prêt")
    expect(mail.text).toContain("Total : 700,00 € HT (840,00 € TTC), livraison offerte.")
    expect(mail.text).toContain("valable jusqu'au 31/12/2026 inclus")
    expect(mail.text).toContain("saisissez le numéro 22-ABCDEF")
    expect(mail.text).toContain(`${SHOP}/pro/v1/me/quotes/22-ABCDEF/`)
    expect(mail.html).toContain(`href="${SHOP}/pro/v1/me/quotes/22-ABCDEF/"`)
  })

  it("gives the staff comment to the pro and the pro comment to the shop, escaped in HTML", () => {
    expect(staffCommentMail(quote, "Livrable le 12", SHOP).subject).toBe("Nouveau commentaire sur votre devis 22-ABCDEF")
    const toShop = proCommentMail(quote, "<b>urgent</b>", SHOP)
    expect(toShop.subject).toBe("Commentaire du client sur le devis 22-ABCDEF")
    expect(toShop.html).toContain("&lt;b&gt;urgent&lt;/b&gt;")
    expect(toShop.text).toContain(`${SHOP}/admin/quotes/quo_1`)
  })

  it("tells the shop of a request with its lines and message", () => {
    const mail = quoteRequestedMail(quote, SHOP)
    expect(mail.subject).toBe("Nouvelle demande de devis 22-ABCDEF")
    expect(mail.text).toContain("2 × Radiateur à inertie 1500 W (EAN 4006381333931, 416,58 € HT)")
    expect(mail.text).toContain("Message : Chantier <Lyon>")
    expect(mail.html).toContain("Chantier &lt;Lyon&gt;")
  })
})
