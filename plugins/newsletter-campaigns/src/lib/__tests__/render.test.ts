import { bodyParagraphs, campaignMail, unsubscribeUrl } from "../campaigns/render"

const TOKEN = "a".repeat(43)
const SHOP = "https://www.maison-chaleur.fr"

describe("campaign e-mail", () => {
  const link = unsubscribeUrl(SHOP, TOKEN)
  const mail = campaignMail({ subject: "Nos radiateurs d'hiver", body: "Bonjour,\n\nLes <soldes> commencent.\nÀ bientôt !" }, link, SHOP)

  it("carries the recipient's own unsubscribe link in the text, the HTML and the List-Unsubscribe header", () => {
    expect(link).toBe(`${SHOP}/unsubscribe/${TOKEN}`)
    expect(mail.text).toContain(`Se désinscrire : ${link}`)
    expect(mail.html).toContain(`href="${link}"`)
    expect(mail.headers).toEqual({ "List-Unsubscribe": `<${link}>` })
  })

  it("escapes what staff typed and keeps their paragraphs", () => {
    expect(mail.subject).toBe("Nos radiateurs d'hiver")
    expect(mail.html).toContain("Les &lt;soldes&gt; commencent.<br>À bientôt !")
    expect(mail.html).not.toContain("<soldes>")
    expect(bodyParagraphs("Un\r\n\r\n  \n\nDeux\nsuite")).toEqual(["Un", "Deux\nsuite"])
  })
})
