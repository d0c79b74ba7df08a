import { readCsvRecords } from "./csv-read"
import { checkProductCsvRecord, PRODUCT_CSV_COLUMNS, PRODUCT_CSV_TEXTS, type ProductCsvRow } from "@shop/shared"

/**
 * Largest file and most rows one import takes: each row is one workflow (about 0.4 s on the shared 2-core machine,
 * 73 rows in 27.5 s), so 500 rows answer within a few minutes; a bigger catalogue is sent in several files.
 */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024
export const IMPORT_MAX_ROWS = 500

export const IMPORT_TEXTS = {
  noFile: "Joignez le fichier CSV dans le champ « file ».",
  tooLarge: "Le fichier dépasse 2 Mo.",
  tooManyRows: "Le fichier dépasse 500 lignes de produits : découpez-le.",
  unreadable: "Le fichier n'est pas un CSV lisible (UTF-8, séparateur « ; » ou « , », guillemets fermés).",
  empty: "Le fichier ne contient aucune ligne de produit.",
  keyRefused: "Clé d'API absente ou invalide.",
} as const

/** One data row of the file: its line (header = 1) and either what it asks or why it is refused. */
export type PlannedRow = { line: number; ean: string | null } & ({ ok: true; row: ProductCsvRow } | { ok: false; message: string })
export type ImportPlan = { ok: true; rows: PlannedRow[] } | { ok: false; message: string }

/**
 * The file read with csv-parse: UTF-8 (a BOM is dropped), the separator found in the header line (a French
 * spreadsheet writes `;` and decimal commas, so `,` is the separator only when the header has no `;`), quoted cells
 * may hold separators and line breaks. Header names are case-insensitive; unknown columns refuse the file (a typo
 * would otherwise silently keep the stored value). Each row is checked on its own; a later row repeating an EAN is
 * refused (two writes of one product in one file would depend on their order).
 */
export function planImport(bytes: Buffer): ImportPlan {
  const records = readCsvRecords(bytes, IMPORT_MAX_ROWS)
  if (!records) return { ok: false, message: IMPORT_TEXTS.unreadable }
  const header = Object.keys(records[0] ?? {})
  if (!records.length) return { ok: false, message: IMPORT_TEXTS.empty }
  if (!header.includes("ean")) return { ok: false, message: PRODUCT_CSV_TEXTS.noEan }
  const unknown = header.filter((name) => !(PRODUCT_CSV_COLUMNS as readonly string[]).includes(name))
  if (unknown.length) return { ok: false, message: `${PRODUCT_CSV_TEXTS.unknownColumns}${unknown.join(", ")}.` }
  if (records.length > IMPORT_MAX_ROWS) return { ok: false, message: IMPORT_TEXTS.tooManyRows }

  const seen = new Set<string>()
  const rows = records.map((record, index): PlannedRow => {
    const line = index + 2
    const check = checkProductCsvRecord(record)
    const ean = record.ean?.trim() || null
    if (!check.ok) return { line, ean, ok: false, message: check.message }
    if (seen.has(check.row.ean)) return { line, ean, ok: false, message: PRODUCT_CSV_TEXTS.duplicateEan }
    seen.add(check.row.ean)
    return { line, ean: check.row.ean, ok: true, row: check.row }
  })
  return { ok: true, rows }
}
