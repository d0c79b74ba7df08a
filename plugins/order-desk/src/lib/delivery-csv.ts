import { parse } from "csv-parse/sync"
import { ADMIN_ORDER_MESSAGES as M, DELIVERY_CSV_MAX_ROWS, deliveryRowSchema, type DeliveryRow } from "@shop/shared"

/**
 * The delivery file of `PUT /api/order/sent`: one parcel per row, `commande;transporteur;suivi` (order number,
 * carrier, tracking number). Read with csv-parse (quotes, BOM, CRLF, semicolon or comma as the file chose); an
 * optional header row is recognised by its first cell not being an order number. Pure: each row comes back valid
 * or refused with its French reason, nothing is looked up here.
 */

export type ParsedDeliveryRow =
  | { line: number; ok: true; row: DeliveryRow; orderNumber: string }
  | { line: number; ok: false; orderNumber: string; message: string }

export type ParsedDeliveryFile = { ok: true; rows: ParsedDeliveryRow[] } | { ok: false; message: string }

function delimiterOf(text: string): ";" | "," {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? ""
  return (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ";" : ","
}

const HEADER_CELL = /^(commande|n°? ?de ?commande|numéro de commande|order|ordernumber|numero)/i

export function parseDeliveryCsv(bytes: Buffer): ParsedDeliveryFile {
  const text = bytes.toString("utf8").replace(/^\uFEFF/, "")
  if (text.includes("\uFFFD")) return { ok: false, message: M.csvUnreadable }
  let records: string[][]
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    }) as string[][]
  } catch {
    return { ok: false, message: M.csvUnreadable }
  }
  // Line numbers as the spreadsheet shows them (1-based, header included).
  let numbered = records.map((cells, index) => ({ line: index + 1, cells }))
  if (numbered.length && HEADER_CELL.test(numbered[0].cells[0] ?? "")) numbered = numbered.slice(1)
  numbered = numbered.filter(({ cells }) => cells.some((cell) => cell !== ""))
  if (!numbered.length) return { ok: false, message: M.csvEmpty }
  if (numbered.length > DELIVERY_CSV_MAX_ROWS) return { ok: false, message: M.csvTooManyRows }

  const seen = new Set<string>()
  const rows = numbered.map(({ line, cells }): ParsedDeliveryRow => {
    const orderNumber = (cells[0] ?? "").trim().toUpperCase()
    if (cells.length < 3) return { line, ok: false, orderNumber, message: M.csvColumns }
    const parsed = deliveryRowSchema.safeParse({ orderNumber: cells[0], carrier: cells[1], trackingNumber: cells[2] })
    if (!parsed.success) return { line, ok: false, orderNumber, message: parsed.error.issues[0]?.message ?? M.invalidRequest }
    if (seen.has(parsed.data.orderNumber)) return { line, ok: false, orderNumber, message: M.csvDuplicate }
    seen.add(parsed.data.orderNumber)
    return { line, ok: true, row: parsed.data, orderNumber: parsed.data.orderNumber }
  })
  return { ok: true, rows }
}
