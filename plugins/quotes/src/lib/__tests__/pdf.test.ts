import { PDFDocument } from "pdf-lib"
import type { PrintedCompany } from "@shop/company"
import type { ApiQuote } from "@shop/shared"
import { renderQuotePdf } from "../pdf"

const line = { ean: "4006381333931", title: "Sèche-serviettes soufflant 1750 W", quantity: 3, listUnitPrice: 41658, quotedUnitPrice: 35000 }
const quote: ApiQuote = {
  id: "quo_1",
  ref: "22-ABCDEF",
  state: "answered",
  createdAt: "2026-11-26T10:00:00.000Z",
  message: "",
  customer: { id: "cus_1", email: "achats@chauffage-pro.fr", company: "Chauffage Pro" },
  lines: [line],
  deliveryPrice: 2500,
  validUntil: "2026-12-31",
  comments: [],
  orderId: null,
  orderNumber: null,
  answeredAt: "2026-11-26T11:00:00.000Z",
  version: 1,
}

const seller: PrintedCompany = {
  name: "Maison Chaleur SAS",
  legalForm: "SAS",
  capital: "50 000 €",
  addressLines: ["18 rue des Forges"],
  postalCode: "69007",
  city: "Lyon",
  countryCode: "FR",
  siren: "912345675",
  siret: "91234567500009",
  vatNumber: "FR65912345675",
  rcs: "RCS Lyon 912 345 675",
  email: "contact@maison-chaleur.fr",
  latePaymentRate: "trois fois le taux d’intérêt légal",
}

describe("quote PDF", () => {
  it("is a PDF titled with the quote's number, on as many pages as its lines need", async () => {
    const bytes = await renderQuotePdf(quote, seller)
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe("%PDF-")
    const doc = await PDFDocument.load(bytes)
    expect(doc.getTitle()).toBe("Devis 22-ABCDEF")
    expect(doc.getAuthor()).toBe(seller.name)
    expect(doc.getPageCount()).toBe(1)
    const long = await PDFDocument.load(await renderQuotePdf({ ...quote, lines: Array.from({ length: 80 }, () => line) }, seller))
    expect(long.getPageCount()).toBeGreaterThan(1)
  })
})
