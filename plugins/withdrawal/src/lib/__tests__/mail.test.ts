import { frenchDateTime, withdrawalAcknowledgementMail } from "../mail"

const withdrawal = {
  orderNumber: "MC-ABCDEFGH",
  requestedAt: "2026-07-03T21:30:00.000Z",
  name: "Claire <Dupont>",
  address: "12 rue des Lilas, 69003 Lyon",
  email: "claire@exemple.fr",
  orderedOn: "2026-06-20",
  receivedOn: null,
  declaration: "Je vous notifie par la présente ma rétractation du contrat portant sur la vente du bien ci-dessous. Commande n° MC-ABCDEFGH.",
  comment: null,
  lines: [{ id: "ordli_1", title: "Radiateur Alto", quantity: 1 }],
  returnedAt: null,
  returnNote: null,
}

describe("the acknowledgement e-mail (durable medium of L221-21)", () => {
  it("gives the date and time of sending in Paris time", () => {
    expect(frenchDateTime("2026-07-03T21:30:00.000Z")).toBe("03/07/2026 à 23:30 (heure de Paris)")
  })

  it("repeats the declaration's content, field by field, in the text and the escaped HTML", () => {
    const mail = withdrawalAcknowledgementMail(withdrawal, "https://maison-chaleur.fr")
    expect(mail.subject).toBe("Accusé de réception de votre rétractation — commande MC-ABCDEFGH")
    for (const line of [
      withdrawal.declaration,
      "Articles concernés : 1 × Radiateur Alto",
      "Commandé le : 20/06/2026",
      "Reçu le : non précisé",
      "Nom du consommateur : Claire <Dupont>",
      "Adresse du consommateur : 12 rue des Lilas, 69003 Lyon",
      "Date et heure d’envoi : 03/07/2026 à 23:30 (heure de Paris)",
    ]) {
      expect(mail.text).toContain(line)
    }
    expect(mail.html).toContain("Claire &lt;Dupont&gt;")
    expect(mail.html).not.toContain("<Dupont>")
  })
})
