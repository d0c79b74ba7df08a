import { parse } from "csv-parse/sync"

/**
 * A spreadsheet's CSV as header → cell records, read with csv-parse: UTF-8 (a BOM is dropped), the separator found
 * in the header line (a French spreadsheet writes `;` and decimal commas, so `,` is the separator only when the
 * header has no `;`), quoted cells may hold separators and line breaks, header names trimmed and lower-cased. At
 * most `maxRows` + 1 data rows are read (one more tells the caller the file is too long). Null: not a readable CSV.
 * Shared by the product import (PUT /api/product/) and the marketplace item upload (POST /api/flux/mano).
 */
export function readCsvRecords(bytes: Buffer, maxRows: number): Record<string, string>[] | null {
  const text = bytes.toString("utf8").replace(/^\uFEFF/, "")
  const headerLine = text.split(/\r?\n/, 1)[0] ?? ""
  const delimiter = headerLine.includes(";") ? ";" : ","
  try {
    return parse(text, {
      delimiter,
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      skip_empty_lines: true,
      relax_column_count: false,
      max_record_size: 64 * 1024,
      to_line: maxRows + 2,
    }) as Record<string, string>[]
  } catch {
    return null
  }
}
