import { SELLER_LINE_MARK, withSellerLine } from "../mail/seller"

const LINE = "Maison Chaleur SAS au capital de 50 000 € — 18 rue des Forges, 69007 Lyon — RCS Lyon 912 345 675 — TVA FR65912345675"
const mail = {
  subject: "Votre commande",
  text: "Bonjour,\n\n--\nMaison Chaleur\nhttp://localhost:8000\n",
  html: `<p>Bonjour</p><p>Maison Chaleur — lien${SELLER_LINE_MARK}</p>`,
}

describe("the seller's line at the end of every e-mail", () => {
  it("ends the text part with it and puts it, escaped, at the frame's mark of the HTML part", () => {
    const signed = withSellerLine(mail, `${LINE} <b>`)
    expect(signed.text).toBe(`Bonjour,\n\n--\nMaison Chaleur\nhttp://localhost:8000\n${LINE} <b>\n`)
    expect(signed.html).toBe(`<p>Bonjour</p><p>Maison Chaleur — lien<br>${LINE} &lt;b&gt;</p>`)
    expect(signed.subject).toBe("Votre commande")
  })

  it("leaves the e-mail as it is on a shop without a seller module", () => {
    expect(withSellerLine(mail, null)).toBe(mail)
  })
})
