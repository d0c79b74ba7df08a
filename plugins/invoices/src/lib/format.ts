import { centsToMajor } from "@shop/shared"

/** 49990 → "499,90 €", in characters every standard PDF font has (no narrow no-break space). */
export function euros(cents: number): string {
  const [units, decimals] = centsToMajor(cents).split(".")
  return `${units.replace(/\B(?=(\d{3})+(?!\d))/g, " ")},${decimals} €`
}

/** 20 → "20 %", 5.5 → "5,5 %". */
export function percent(rate: number): string {
  return `${String(rate).replace(".", ",")} %`
}

/** "25/11/2026", the day in Paris. */
export function frenchDate(iso: string | Date): string {
  return new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", day: "2-digit", month: "2-digit", year: "numeric" }).format(new Date(iso))
}

/** "20261125", the day in Paris (Factur-X dates, format 102). */
export function compactDate(iso: string | Date): string {
  const [day, month, year] = frenchDate(iso).split("/")
  return `${year}${month}${day}`
}
