import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib"
import { euros, frenchDate, percent } from "./format"
import { INVOICE_MESSAGES as M } from "./messages"
import type { DocumentSnapshot } from "./snapshot"

export type PrintedDocument = { number: string; kind: "invoice" | "credit_note"; issuedAt: string; snapshot: DocumentSnapshot }

const MARGIN = 40
const COLUMNS = [40, 250, 290, 350, 395, 460, 520]

/** Text a standard PDF font can encode (WinAnsi): odd spaces become plain ones. */
const printable = (value: string) => value.replace(/[\u00a0\u202f]/g, " ").replace(/[^\x20-\x7e\u00a0-\u00ff€’–—…œŒ]/g, "?")

/** The document as a plain PDF (pdf-lib, standard fonts): what a consumer downloads; Factur-X embeds its XML in it. */
export async function renderPdf(doc: PrintedDocument): Promise<PDFDocument> {
  const pdf = await PDFDocument.create()
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const s = doc.snapshot
  pdf.setTitle(`${doc.kind === "invoice" ? "Facture" : "Avoir"} ${doc.number}`)
  pdf.setAuthor(s.seller.name)
  pdf.setLanguage("fr-FR")
  let page = pdf.addPage([595.28, 841.89])
  let y = 800
  const write = (text: string, x: number, options: { font?: PDFFont; size?: number; right?: boolean } = {}) => {
    const font = options.font ?? regular
    const size = options.size ?? 9
    const value = printable(text)
    const at = options.right ? x - font.widthOfTextAtSize(value, size) : x
    page.drawText(value, { x: at, y, size, font, color: rgb(0.1, 0.1, 0.1) })
  }
  const next = (gap = 12) => {
    y -= gap
    if (y < 60) {
      page = pdf.addPage([595.28, 841.89])
      y = 800
    }
  }
  const block = (lines: string[], x: number, top: number) => {
    y = top
    for (const line of lines) {
      write(line, x)
      next()
    }
    return y
  }

  write(doc.kind === "invoice" ? M.invoiceTitle : M.creditNoteTitle, MARGIN, { font: bold, size: 18 })
  write(`${M.number} : ${doc.number}`, 555, { font: bold, size: 11, right: true })
  next(16)
  write(`${M.date} : ${frenchDate(doc.issuedAt)}`, 555, { right: true })
  next()
  write(`${M.order} : ${s.orderNumber} — ${M.orderDate} : ${frenchDate(s.orderDate)}`, 555, { right: true })
  next(24)
  const top = y
  const seller = s.seller
  const left = block(
    [
      M.seller,
      seller.name,
      ...seller.addressLines,
      `${seller.postalCode} ${seller.city}`,
      M.capital(seller.legalForm, seller.capital),
      `${M.siren} ${seller.siren} — ${M.siret} ${seller.siret}`,
      seller.rcs,
      `${M.vatNumber} : ${seller.vatNumber}`,
    ],
    MARGIN,
    top
  )
  const b = s.buyer
  const right = block(
    [
      M.buyer,
      ...(b.company ? [b.company] : []),
      b.name,
      ...b.addressLines,
      `${b.postalCode} ${b.city}`,
      b.email,
      ...(b.siret ? [`${M.siret} ${b.siret}`] : []),
      ...(b.vatNumber ? [`${M.vatNumber} : ${b.vatNumber}`] : []),
    ],
    320,
    top
  )
  y = Math.min(left, right) - 8
  if (s.refersTo) {
    write(M.refersTo(s.refersTo.number, frenchDate(s.refersTo.issuedAt)), MARGIN, { font: bold })
    next()
    if (s.reason) write(s.reason, MARGIN)
    next(18)
  }
  M.columns.forEach((title, index) => write(title, index === 0 ? COLUMNS[0] : COLUMNS[index] + 35, { font: bold, right: index > 0 }))
  next(14)
  const row = (cells: string[]) => {
    cells.forEach((cell, index) => write(index === 0 ? cell.slice(0, 42) : cell, index === 0 ? COLUMNS[0] : COLUMNS[index] + 35, { right: index > 0 }))
    next()
  }
  for (const line of s.lines) {
    row([line.title, String(line.quantity), euros(line.unitHt), percent(line.vatRate), line.discount ? euros(line.discount) : "", euros(line.ht), euros(line.ttc)])
  }
  if (s.delivery.ttc > 0) row([M.delivery, "1", euros(s.delivery.ht), percent(s.delivery.vatRate), "", euros(s.delivery.ht), euros(s.delivery.ttc)])
  next(8)
  const total = (label: string, value: string, font: PDFFont = regular) => {
    write(label, 460, { right: true, font })
    write(value, 555, { right: true, font })
    next()
  }
  if (s.discounts) total(M.discounts, euros(s.discounts))
  total(M.totalHt, euros(s.totals.ht))
  total(M.totalVatAll, euros(s.totals.vat))
  total(M.totalTtc, euros(s.totals.ttc), bold)
  next(10)
  writeParagraph(page, regular, doc.kind === "invoice" ? M.paid(M.methods[s.payment.method], frenchDate(s.payment.paidAt)) : M.refunded(frenchDate(doc.issuedAt)), y)
  next(14)
  writeParagraph(page, regular, b.isPro ? M.proPenalties(seller.latePaymentRate) : M.consumerNote, y)
  return pdf
}

/** A paragraph wrapped to the page width. */
function writeParagraph(page: PDFPage, font: PDFFont, text: string, y: number): void {
  page.drawText(printable(text), { x: MARGIN, y, size: 8, font, maxWidth: 515, lineHeight: 10 })
}
