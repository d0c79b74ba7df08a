import { orderLinkMail } from "../order-link"

describe("order link e-mail (order lookup)", () => {
  const url = "http://localhost:8000/order/details?order=MC-AB12CD34&security=s3cr3t"
  it("carries the detail link in both parts, escaped in the HTML", () => {
    const mail = orderLinkMail({ orderNumber: "MC-AB12CD34", detailsUrl: url }, "http://localhost:8000")
    expect(mail.subject).toBe("Suivi de votre commande MC-AB12CD34")
    expect(mail.text).toContain(`Pour voir le détail de votre commande, ouvrez ce lien : ${url}`)
    expect(mail.html).toContain("order=MC-AB12CD34&amp;security=s3cr3t")
    expect(mail.text).toContain("personne d'autre ne reçoit ce lien")
  })
})
