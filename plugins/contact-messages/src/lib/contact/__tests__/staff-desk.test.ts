import { staffAnswerMail } from "../answer-mail"
import { DEFAULT_QUICK_RESPONSES } from "../guides"
import { likePattern, subjectsMatching, threadFilter, toThreadSummary } from "../staff-desk"

const answer = {
  to: "marie@exemple.fr",
  threadId: "msgthr_1",
  name: "Marie <b>",
  subjectLabel: "Suivi de commande",
  orderNumber: "MC-ABCD2345",
  answer: "Votre colis part <demain>.",
  closed: false,
  threadUrl: "http://boutique.test/contact/msgthr_1?secret=abc",
}

describe("staff answer e-mail", () => {
  it("carries the answer, the order and the thread's link; escapes the texts in HTML", () => {
    const mail = staffAnswerMail(answer, "http://boutique.test")
    expect(mail.subject).toBe("Réponse à votre message (Suivi de commande, commande MC-ABCD2345)")
    expect(mail.text).toContain("Votre colis part <demain>.")
    expect(mail.text).toContain("Pour nous répondre ou joindre un document, ouvrez la conversation : http://boutique.test/contact/msgthr_1?secret=abc")
    expect(mail.html).toContain("Votre colis part &lt;demain&gt;.")
    expect(mail.html).toContain("Bonjour Marie &lt;b&gt;,")
    expect(mail.html).not.toContain("<demain>")
  })

  it("says a closed thread reopens with a reply; no order, no order in the subject", () => {
    const mail = staffAnswerMail({ ...answer, orderNumber: null, closed: true }, "http://boutique.test")
    expect(mail.subject).toBe("Réponse à votre message (Suivi de commande)")
    expect(mail.text).toContain("Si besoin, répondez depuis la conversation : elle sera rouverte.")
  })
})

describe("the desk's list filter", () => {
  it("escapes LIKE wildcards in the search", () => {
    expect(likePattern("100%_")).toBe("%100\\%\\_%")
  })

  it("finds subjects by value or French label", () => {
    expect(subjectsMatching("devis")).toEqual(["QUOTE"])
    expect(subjectsMatching("SAV")).toEqual(["SAV"])
    expect(subjectsMatching("commande")).toEqual(["ORDER"])
    expect(subjectsMatching("zzz")).toEqual([])
  })

  it("filters by states and searches e-mail, order number, name and subject", () => {
    expect(threadFilter({ filters: [], search: undefined })).toEqual({ sql: "t.deleted_at is null", bindings: [] })
    const both = threadFilter({ filters: ["new", "closed"], search: "MC-AB" })
    expect(both.sql).toBe(
      "t.deleted_at is null and t.state = any(?::text[]) and (t.email ilike ? or t.order_number ilike ? or t.name ilike ? or t.subject = any(?::text[]))"
    )
    expect(both.bindings).toEqual([["new", "closed"], "%MC-AB%", "%MC-AB%", "%MC-AB%", []])
  })

  it("dates a thread by its newest message", () => {
    const summary = toThreadSummary({
      id: "msgthr_1",
      subject: "SAV",
      name: "Marie",
      email: "m@e.fr",
      order_number: null,
      state: "answered",
      created_at: "2026-11-01T10:00:00.000Z",
      last_message_at: "2026-11-03T08:00:00.000Z",
      message_count: "3",
    })
    expect(summary).toMatchObject({ subjectLabel: "Service après-vente", updatedAt: "2026-11-03T08:00:00.000Z", messageCount: 3 })
  })
})

describe("default quick answers", () => {
  it("are valid titles and texts, the CMS seed's six", () => {
    expect(DEFAULT_QUICK_RESPONSES.messages.map((q) => q.title)).toEqual([
      "Délai de livraison",
      "Commande expédiée",
      "Procédure de retour",
      "Demande de SAV",
      "Produit en rupture",
      "Devis professionnel",
    ])
  })
})
