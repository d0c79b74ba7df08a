/** '1000' -> '1 000 W'; null when the attribute is unknown (the row is then left out). */
export function formatPower(watts: number | null | undefined): string | null {
  if (!watts || watts <= 0) return null;
  return `${new Intl.NumberFormat('fr-FR').format(watts)} W`;
}

/** Width × height × depth in mm, as a French spec sheet writes it: '600 × 580 × 120 mm'. */
export function formatDimensions(
  widthMm: number | null | undefined,
  heightMm: number | null | undefined,
  depthMm: number | null | undefined,
): string | null {
  const parts = [widthMm, heightMm, depthMm];
  if (parts.some((p) => !p || p <= 0)) return null;
  const nf = new Intl.NumberFormat('fr-FR');
  return `${parts.map((p) => nf.format(p as number)).join(' × ')} mm`;
}

/** Grams to a readable weight: under 1 kg in g, else kg with at most one decimal ('12,5 kg'). */
export function formatWeight(grams: number | null | undefined): string | null {
  if (!grams || grams <= 0) return null;
  if (grams < 1000) return `${new Intl.NumberFormat('fr-FR').format(grams)} g`;
  const kg = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(grams / 1000);
  return `${kg} kg`;
}

// made on first use and kept: a formatter with a time zone loads ICU data (a few ms each on a phone)
let dateFormat: Intl.DateTimeFormat | undefined;

/** Strapi dates ('2025-01-12T…') shown as '12 janvier 2025'. */
export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  dateFormat ??= new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' });
  return dateFormat.format(date);
}
