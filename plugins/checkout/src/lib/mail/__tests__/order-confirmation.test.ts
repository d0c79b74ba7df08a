import { orderConfirmationMail } from "@shop/compat-api/lib/mail/templates"
import { toOrderMailData, type OrderMailRow } from "../order-confirmation"

describe("order confirmation e-mail: the invoice link (issue 16)", () => {
  const row = (state: string): OrderMailRow =>
    ({
      id: "order_1",
      email: "claire.dupont@exemple.fr",
      created_at: "2026-11-25T09:00:00Z",
      metadata: { orderNumber: "MC-AB12CD34" },
      items: [],
      order_state: { state },
    }) as unknown as OrderMailRow

  it("links a paid order's invoice with the order's token", () => {
    const data = toOrderMailData(row("PAYED"), "http://localhost:8000", "s3cr3t")
    expect(data.invoiceUrl).toBe("http://localhost:8000/api/invoices/MC-AB12CD34?security=s3cr3t")
    const mail = orderConfirmationMail(data, "http://localhost:8000")
    expect(mail.text).toContain("Télécharger ma facture : http://localhost:8000/api/invoices/MC-AB12CD34?security=s3cr3t")
    expect(mail.html).toContain("Télécharger ma facture (PDF)")
  })

  it("has no invoice link before payment (transfer awaited) nor without the token", () => {
    expect(toOrderMailData(row("PENDING"), "http://localhost:8000", "s3cr3t").invoiceUrl).toBeNull()
    expect(toOrderMailData(row("PAYED"), "http://localhost:8000").invoiceUrl).toBeNull()
    expect(orderConfirmationMail(toOrderMailData(row("PENDING"), "http://localhost:8000", "s3cr3t"), "http://localhost:8000").text).not.toContain("facture")
  })
})
