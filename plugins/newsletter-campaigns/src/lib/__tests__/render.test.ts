import { bodyParagraphs, campaignMail, oneClickUnsubscribeUrl, sampleUnsubscribeUrl, unsubscribeUrl } from "../campaigns/render"

const TOKEN = "a".repeat(43)
const SHOP = "https://www.maison-chaleur.fr"

describe("campaign e-mail", () => {
  const link = unsubscribeUrl(SHOP, TOKEN)
  const oneClick = oneClickUnsubscribeUrl(SHOP, TOKEN)
  const mail = campaignMail({ subject: "Nos radiateurs d'hiver", body: "Bonjour,\n\nLes <soldes> commencent.\nÀ bientôt !" }, { page: link, oneClick }, SHOP)

  it("carries the recipient's own unsubscribe page in the text and the HTML, and the one-click headers of RFC 8058", () => {
    expect(link).toBe(`${SHOP}/unsubscribe/${TOKEN}`)
    expect(mail.text).toContain(`Se désinscrire : ${link}`)
    expect(mail.html).toContain(`href="${link}"`)
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<${SHOP}/api/newsletter/unsubscribe/${TOKEN}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    })
  })

  it("offers no one-click header on a preview or a test copy, which belong to no subscriber", () => {
    const sample = campaignMail({ subject: "Test", body: "Bonjour" }, { page: sampleUnsubscribeUrl(SHOP) }, SHOP)
    expect(sample.headers).toEqual({ "List-Unsubscribe": `<${SHOP}/unsubscribe/>` })
  })

  it("escapes what staff typed and keeps their paragraphs", () => {
    expect(mail.subject).toBe("Nos radiateurs d'hiver")
    expect(mail.html).toContain("Les &lt;soldes&gt; commencent.<br>À bientôt !")
    expect(mail.html).not.toContain("<soldes>")
    expect(bodyParagraphs("Un\r\n\r\n  \n\nDeux\nsuite")).toEqual(["Un", "Deux\nsuite"])
  })
})
