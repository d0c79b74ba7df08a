/**
 * The orders CSV of `GET /api/order/download`, written for a French spreadsheet (Excel, LibreOffice set to French):
 * UTF-8 with a byte-order mark (Excel otherwise reads Latin-1), semicolons between cells (the comma is the decimal
 * sign), decimal commas, dates dd/mm/yyyy in Paris time, CRLF line ends, every text cell quoted when it holds a
 * semicolon, a quote or a line break. Pure: unit-tested in __tests__/csv-export.test.ts.
 *
 * One row per ORDER LINE. The order's own figures (delivery, order total, refunded) are written on its first line
 * only, so that SUM() over any column of the sheet gives the right total.
 */

export const CSV_BOM = "\uFEFF"
const SEPARATOR = ";"
const LINE_END = "\r\n"

/** 123456 → "1234,56"; -5 → "-0,05". No thousands separator: a spreadsheet reads it as a number. */
export function frenchAmount(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`cents must be a safe integer, got ${cents}`)
  const sign = cents < 0 ? "-" : ""
  const digits = String(Math.abs(cents)).padStart(3, "0")
  return `${sign}${digits.slice(0, -2)},${digits.slice(-2)}`
}

const parisDay = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", day: "2-digit", month: "2-digit", year: "numeric" })
const parisTime = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", hour: "2-digit", minute: "2-digit", hour12: false })

/** The calendar day in Paris: 2026-03-01T23:30:00Z → "02/03/2026" (already the next day in Paris). */
export function frenchDate(value: Date | string): string {
  return parisDay.format(value instanceof Date ? value : new Date(value))
}

export function frenchTime(value: Date | string): string {
  return parisTime.format(value instanceof Date ? value : new Date(value))
}

/**
 * One cell. Texts that a spreadsheet would run as a formula (=, +, -, @ first) get a leading apostrophe (CSV
 * injection: a customer's name is outside input).
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ""
  let text = String(value)
  // A plain number ("-0,05") is not a formula.
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text) && !/^-?\d+(,\d+)?$/.test(text)) text = `'${text}`
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export type CsvOrderLine = { ean: string | null; designation: string; quantity: number; unitPrice: number; total: number }

export type CsvOrder = {
  orderNumber: string
  createdAt: Date | string
  stateLabel: string
  customerName: string
  email: string
  isPro: boolean
  lines: CsvOrderLine[]
  delivery: number
  total: number
  vat: number
  refunded: number
}

export const ORDERS_CSV_HEADER = [
  "Numéro de commande",
  "Date",
  "Heure",
  "État",
  "Client",
  "E-mail",
  "Type de client",
  "EAN",
  "Désignation",
  "Quantité",
  "Prix unitaire TTC",
  "Total ligne TTC",
  "Livraison TTC",
  "Total commande TTC",
  "Dont TVA",
  "Remboursé",
]

function row(cells: (string | number | null)[]): string {
  return cells.map(csvCell).join(SEPARATOR)
}

export function orderRows(order: CsvOrder): string[] {
  const lines = order.lines.length ? order.lines : [null]
  return lines.map((line, index) => {
    const first = index === 0
    return row([
      order.orderNumber,
      frenchDate(order.createdAt),
      frenchTime(order.createdAt),
      order.stateLabel,
      order.customerName,
      order.email,
      order.isPro ? "Pro" : "Particulier",
      line?.ean ?? "",
      line?.designation ?? "",
      line ? String(line.quantity) : "",
      line ? frenchAmount(line.unitPrice) : "",
      line ? frenchAmount(line.total) : "",
      first ? frenchAmount(order.delivery) : "",
      first ? frenchAmount(order.total) : "",
      first ? frenchAmount(order.vat) : "",
      first ? frenchAmount(order.refunded) : "",
    ])
  })
}

/** The whole file: BOM, header, then each order's lines. */
export function ordersCsv(orders: CsvOrder[]): string {
  const rows = [row(ORDERS_CSV_HEADER), ...orders.flatMap(orderRows)]
  return CSV_BOM + rows.join(LINE_END) + LINE_END
}

/** `commandes-2026-11-01-au-2026-11-30.csv` */
export function ordersCsvFileName(start: string, end: string): string {
  return `commandes-${start}-au-${end}.csv`
}
