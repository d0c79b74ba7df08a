import { PDFDocument, StandardFonts, rgb, type PDFFont } from "pdf-lib"
import type { ApiQuote } from "@shop/shared"
import type { PrintedCompany } from "@shop/company"
import { VAT_RATE_PERCENT } from "./catalogue"
import { apiQuoteTotals, euros } from "./format"
import { ttcOf } from "./prices"

/** Text a standard PDF font can encode (WinAnsi): odd spaces become plain ones. */
const printable = (value: string) => value.replace(/[\u00a0\u202f]/g, " ").replace(/[^\x20-\x7e\u00a0-\u00ff€’–—…œŒ]/g, "?")
const frenchDay = (day: string) => day.split("-").reverse().join("/")

/**
 * The answered quote as a PDF a company can file (pdf-lib; the seller is today's identity of /admin/societe): seller, buyer,
 * lines at the quoted prices HT, delivery, totals HT / VAT / TTC, validity and how to order.
 */
export async function renderQuotePdf(quote: ApiQuote, seller: PrintedCompany): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  pdf.setTitle(`Devis ${quote.ref}`)
  pdf.setAuthor(seller.name)
  pdf.setLanguage("fr-FR")
  let page = pdf.addPage([595.28, 841.89])
  let y = 800
  const write = (text: string, x: number, options: { font?: PDFFont; size?: number; right?: boolean } = {}) => {
    const font = options.font ?? regular
    const size = options.size ?? 9
    const value = printable(text)
    page.drawText(value, { x: options.right ? x - font.widthOfTextAtSize(value, size) : x, y, size, font, color: rgb(0.1, 0.1, 0.1) })
  }
  const next = (gap = 12) => {
    y -= gap
    if (y < 60) {
      page = pdf.addPage([595.28, 841.89])
      y = 800
    }
  }
  write("DEVIS", 40, { font: bold, size: 18 })
  write(`N° ${quote.ref}`, 555, { font: bold, size: 11, right: true })
  next(16)
  if (quote.answeredAt) write(`Date : ${frenchDay(quote.answeredAt.slice(0, 10))}`, 555, { right: true })
  next()
  if (quote.validUntil) write(`Valable jusqu'au ${frenchDay(quote.validUntil)} inclus`, 555, { right: true })
  next(24)
  const top = y
  for (const line of [seller.name, ...seller.addressLines, `${seller.postalCode} ${seller.city}`, `SIRET ${seller.siret}`, `TVA : ${seller.vatNumber}`, seller.email]) {
    write(line, 40)
    next()
  }
  const bottom = y
  y = top
  for (const line of ["Client", quote.customer.company, quote.customer.email].filter(Boolean)) {
    write(line, 320)
    next()
  }
  y = Math.min(y, bottom) - 12
  const columns = [40, 330, 400, 480, 555]
  ;["Désignation", "Qté", "PU HT catalogue", "PU HT devis", "Total HT"].forEach((title, index) => write(title, columns[index], { font: bold, right: index > 0 }))
  next(14)
  for (const line of quote.lines) {
    const unit = line.quotedUnitPrice ?? line.listUnitPrice
    write(`${line.title} (${line.ean})`.slice(0, 60), columns[0])
    write(String(line.quantity), columns[1], { right: true })
    write(euros(line.listUnitPrice), columns[2], { right: true })
    write(euros(unit), columns[3], { right: true })
    write(euros(unit * line.quantity), columns[4], { right: true })
    next()
  }
  write("Livraison", columns[0])
  write(quote.deliveryPrice ? euros(quote.deliveryPrice) : "offerte", columns[4], { right: true })
  next(20)
  const totals = apiQuoteTotals(quote)
  if (totals) {
    const vat = ttcOf(totals.ht, VAT_RATE_PERCENT) - totals.ht
    for (const [label, value, font] of [
      ["Total HT", euros(totals.ht), regular],
      [`TVA ${VAT_RATE_PERCENT} %`, euros(vat), regular],
      ["Total TTC", euros(totals.ht + vat), bold],
    ] as const) {
      write(label, 480, { right: true, font })
      write(value, 555, { right: true, font })
      next()
    }
  }
  next(12)
  page.drawText(
    printable(`Pour commander, saisissez le numéro ${quote.ref} dans le champ « code promo ou devis » de votre panier, connecté à votre compte : les prix de ce devis s'appliquent jusqu'à la date de validité.`),
    { x: 40, y, size: 8, font: regular, maxWidth: 515, lineHeight: 10 }
  )
  return pdf.save()
}
