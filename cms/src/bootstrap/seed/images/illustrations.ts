/**
 * Flat illustrations in the shop's colours, drawn as SVG and rasterised by sharp at seed time: the repository
 * ships no binary pictures and the seed downloads nothing. No text is drawn (fonts differ between machines).
 */

export const MOTIFS = [
  'radiator',
  'towel-dryer',
  'fireplace',
  'water-heater',
  'air-conditioner',
  'smart-home',
  'thermostat',
  'leaf',
  'clock',
  'window',
  'layers',
  'ruler',
] as const;
export type Motif = (typeof MOTIFS)[number];

export const PALETTES = {
  brown: { from: '#3b2418', to: '#6b4330', ink: '#f5ebe0', accent: '#c8823f' },
  copper: { from: '#b87333', to: '#e0a66b', ink: '#2a1810', accent: '#fff4e6' },
  cream: { from: '#f5ebe0', to: '#e6d2bd', ink: '#3b2418', accent: '#b87333' },
  night: { from: '#1f140e', to: '#4a2f22', ink: '#e6d2bd', accent: '#e39a52' },
} as const;
export type Palette = keyof typeof PALETTES;

type Colours = (typeof PALETTES)[Palette];

/** Each motif is drawn in a 200 × 200 box centred on (100, 100). */
const DRAW: Record<Motif, (c: Colours) => string> = {
  radiator: (c) => `
    <rect x="30" y="55" width="140" height="90" rx="10" fill="${c.ink}"/>
    ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="${42 + i * 18}" y="65" width="8" height="70" rx="4" fill="${c.accent}" opacity="0.55"/>`).join('')}
    <rect x="150" y="62" width="12" height="18" rx="3" fill="${c.accent}"/>
    <rect x="45" y="145" width="10" height="14" rx="2" fill="${c.ink}"/><rect x="145" y="145" width="10" height="14" rx="2" fill="${c.ink}"/>`,
  'towel-dryer': (c) => `
    <rect x="55" y="25" width="10" height="150" rx="5" fill="${c.ink}"/><rect x="135" y="25" width="10" height="150" rx="5" fill="${c.ink}"/>
    ${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<rect x="60" y="${35 + i * 17}" width="80" height="6" rx="3" fill="${c.ink}"/>`).join('')}
    <path d="M70 60 h55 v60 q-27 12 -55 0 z" fill="${c.accent}" opacity="0.9"/>`,
  fireplace: (c) => `
    <rect x="30" y="50" width="140" height="110" rx="6" fill="${c.ink}"/>
    <rect x="48" y="70" width="104" height="78" rx="4" fill="${c.from}"/>
    <path d="M100 80 C120 100 128 115 118 132 C112 142 88 142 82 132 C74 118 86 108 92 96 C95 108 100 110 104 104 C108 96 104 88 100 80 Z" fill="${c.accent}"/>
    <path d="M100 110 C108 120 110 128 104 134 C100 138 94 136 93 130 C92 124 97 120 100 110 Z" fill="#ffd9a0"/>`,
  'water-heater': (c) => `
    <rect x="62" y="22" width="76" height="150" rx="34" fill="${c.ink}"/>
    <rect x="62" y="150" width="76" height="8" fill="${c.accent}" opacity="0.6"/>
    <path d="M100 70 C112 88 118 98 118 108 A18 18 0 0 1 82 108 C82 98 88 88 100 70 Z" fill="${c.accent}"/>
    <rect x="78" y="172" width="8" height="14" fill="${c.ink}"/><rect x="114" y="172" width="8" height="14" fill="${c.ink}"/>`,
  'air-conditioner': (c) => `
    <rect x="25" y="45" width="150" height="56" rx="14" fill="${c.ink}"/>
    <rect x="40" y="84" width="120" height="6" rx="3" fill="${c.accent}"/>
    ${[0, 1, 2].map((i) => `<path d="M${55 + i * 40} 118 q10 12 0 24 q-10 12 0 24" stroke="${c.accent}" stroke-width="6" fill="none" stroke-linecap="round"/>`).join('')}`,
  'smart-home': (c) => `
    <path d="M40 105 L100 50 L160 105 V165 H40 Z" fill="${c.ink}"/>
    <rect x="86" y="125" width="28" height="40" rx="3" fill="${c.from}"/>
    ${[0, 1, 2].map((i) => `<path d="M${78 - i * 14} ${96 - i * 12} A${22 + i * 14} ${22 + i * 14} 0 0 1 ${122 + i * 14} ${96 - i * 12}" stroke="${c.accent}" stroke-width="7" fill="none" stroke-linecap="round" transform="translate(0 -2)"/>`).join('')}
    <circle cx="100" cy="100" r="6" fill="${c.accent}"/>`,
  thermostat: (c) => `
    <circle cx="100" cy="100" r="70" fill="${c.ink}"/>
    <circle cx="100" cy="100" r="52" fill="none" stroke="${c.from}" stroke-width="12" opacity="0.35"/>
    <path d="M63 137 A52 52 0 1 1 148 118" fill="none" stroke="${c.accent}" stroke-width="12" stroke-linecap="round"/>
    <circle cx="100" cy="100" r="16" fill="${c.accent}"/>`,
  leaf: (c) => `
    <path d="M40 160 C40 80 90 40 165 38 C166 110 128 160 48 162 Z" fill="${c.ink}"/>
    <path d="M48 156 C80 120 110 92 150 52" stroke="${c.accent}" stroke-width="7" fill="none" stroke-linecap="round"/>
    <path d="M92 108 l-8 -28 M116 84 l-4 -22 M80 124 l28 4" stroke="${c.accent}" stroke-width="5" stroke-linecap="round"/>`,
  clock: (c) => `
    <circle cx="100" cy="100" r="70" fill="${c.ink}"/>
    ${Array.from({ length: 12 }, (_, i) => `<rect x="97" y="36" width="6" height="12" rx="2" fill="${c.from}" transform="rotate(${i * 30} 100 100)"/>`).join('')}
    <path d="M100 100 L100 58 M100 100 L130 116" stroke="${c.accent}" stroke-width="8" stroke-linecap="round"/>
    <circle cx="100" cy="100" r="7" fill="${c.accent}"/>`,
  window: (c) => `
    <rect x="50" y="20" width="100" height="90" rx="4" fill="${c.ink}"/>
    <rect x="58" y="28" width="38" height="74" fill="${c.to}" opacity="0.8"/><rect x="104" y="28" width="38" height="74" fill="${c.to}" opacity="0.8"/>
    <rect x="45" y="128" width="110" height="50" rx="8" fill="${c.ink}"/>
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="${56 + i * 20}" y="136" width="8" height="34" rx="4" fill="${c.accent}" opacity="0.6"/>`).join('')}
    <path d="M70 120 q8 -8 0 -16 M100 120 q8 -8 0 -16 M130 120 q8 -8 0 -16" stroke="${c.accent}" stroke-width="4" fill="none"/>`,
  layers: (c) => `
    ${[2, 1, 0].map((i) => `<path d="M100 ${60 + i * 34} L165 ${88 + i * 34} L100 ${116 + i * 34} L35 ${88 + i * 34} Z" fill="${i === 0 ? c.accent : c.ink}" opacity="${1 - i * 0.2}"/>`).join('')}`,
  ruler: (c) => `
    <rect x="35" y="70" width="130" height="80" rx="9" fill="${c.ink}"/>
    ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${47 + i * 19}" y="80" width="8" height="60" rx="4" fill="${c.accent}" opacity="0.5"/>`).join('')}
    <path d="M35 48 H165 M35 40 V56 M165 40 V56 M183 70 V150 M175 70 H191 M175 150 H191" stroke="${c.accent}" stroke-width="5" stroke-linecap="round"/>`,
};

export type IllustrationSpec = { motif: Motif; palette: Palette; width: number; height: number };

export function illustrationSvg({ motif, palette, width, height }: IllustrationSpec): string {
  const colours = PALETTES[palette];
  const size = Math.min(width, height) * 0.72;
  const scale = size / 200;
  // Wide pictures keep the motif right of centre, leaving room for text laid over the left side.
  const centreX = width > height * 1.4 ? width * 0.68 : width / 2;
  const left = centreX - size / 2;
  const top = (height - size) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colours.from}"/><stop offset="1" stop-color="${colours.to}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${colours.accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${colours.accent}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="${centreX}" cy="${height / 2}" r="${size * 0.75}" fill="url(#glow)"/>
  <g transform="translate(${left} ${top}) scale(${scale})">${DRAW[motif](colours)}</g>
</svg>`;
}
