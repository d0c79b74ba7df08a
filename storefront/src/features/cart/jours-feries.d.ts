declare module '@socialgouv/jours-feries' {
  /** Public holidays of a year by French name; `alsace` adds Good Friday and St Stephen's day. */
  export default function getJoursFeries(year: number, options?: { alsace?: boolean }): Record<string, Date>;
}
