/** FA: invoices, AV: credit notes (avoirs); one continuous sequence per series and calendar year. */
export type DocumentSeries = "FA" | "AV"

export const DOCUMENT_NUMBER_PATTERN = /^(FA|AV)-(\d{4})-(\d{6,})$/

/** `FA-2026-000123`: six digits at least, more if a year ever needs them (never truncated). */
export function formatDocumentNumber(series: DocumentSeries, year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new Error(`invalid document sequence ${sequence}`)
  return `${series}-${year}-${String(sequence).padStart(6, "0")}`
}

/** The numbering year of an issue date, in the shop's time zone (an invoice of 31/12 23:30 Paris is of that year). */
export function numberingYear(issuedAt: Date): number {
  return Number(new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", year: "numeric" }).format(issuedAt))
}
