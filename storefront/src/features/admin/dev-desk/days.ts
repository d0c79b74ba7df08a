/** A due day (AAAA-MM-JJ, a calendar day) as jj/mm/aaaa with no time-zone shift; '—' when there is none. */
export function dueDayText(day: string | null): string {
  return day ? day.split('-').reverse().join('/') : '—';
}

/** A revision as staff read it: its first 7 characters, as git shows it. */
export function shortRevision(revision: string): string {
  return revision.slice(0, 7);
}
