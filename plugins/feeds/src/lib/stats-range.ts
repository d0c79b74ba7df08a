/**
 * Pure period helpers of the statistics: Paris days ("2026-11-25"), every day of a period (the charts show days
 * without sales as zero), the last 30 days as the default period of /api/stats/visit.
 */
export function parisDay(instant: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(instant)
}

export function daysOf(start: string, end: string): string[] {
  const days: string[] = []
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10))
  }
  return days
}

export function lastDays(count: number, now: Date): { start: string; end: string } {
  const end = parisDay(now)
  const start = new Date(Date.parse(`${end}T00:00:00Z`) - (count - 1) * 86_400_000).toISOString().slice(0, 10)
  return { start, end }
}

/** Rows found for some days, the others as zero, in day order. */
export function fillDays<T extends { day: string }>(start: string, end: string, rows: T[], zero: (day: string) => T): T[] {
  const byDay = new Map(rows.map((row) => [row.day, row]))
  return daysOf(start, end).map((day) => byDay.get(day) ?? zero(day))
}

/** A sum of cents from SQL (bigint arrives as a string): an exact integer or a loud failure. */
export function centsFromSql(value: unknown): number {
  const cents = Number(value ?? 0)
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not an integer amount of cents: ${String(value)}`)
  return cents
}
