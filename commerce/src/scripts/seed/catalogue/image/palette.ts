import { brightness, tint, type Palette } from './svg';

/** Finishes used in the catalogue, by their French name (lower case, accents kept). */
const FINISHES: Record<string, string> = {
  blanc: '#f3f2ee',
  'blanc satiné': '#eeece6',
  noir: '#2a2a2c',
  'gris anthracite': '#3e4247',
  'gris perle': '#c9cbcc',
  gris: '#9a9ea3',
  sable: '#d9c7a7',
  laiton: '#c9a24a',
  inox: '#c4c8cc',
  cuivre: '#b8734a',
};

const ACCENT = '#c8743a';

/** A colour for any finish name: known ones from the table, others from a stable hash of the name. */
export function finishColour(name: string): string {
  const key = name.trim().toLowerCase();
  if (FINISHES[key]) return FINISHES[key];
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  // A muted mid-tone in HSL, converted by hand to stay dependency-free.
  const s = 0.35;
  const l = 0.55;
  const k = (n: number): number => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number): number => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return `#${[f(0), f(8), f(4)].map((v) => Math.round(v * 255).toString(16).padStart(2, '0')).join('')}`;
}

export function paletteFor(colourName: string): Palette {
  const body = finishColour(colourName);
  const dark = brightness(body) < 0.35;
  return {
    body,
    shade: dark ? tint(body, 0.18) : tint(body, -0.14),
    light: dark ? tint(body, 0.3) : tint(body, 0.5),
    line: dark ? tint(body, 0.45) : tint(body, -0.42),
    accent: ACCENT,
  };
}
