/** Small SVG helpers: the product pictures are drawn as plain shapes (no text, so no font is needed). */

export type Box = { x: number; y: number; w: number; h: number };

export type Palette = {
  body: string;
  shade: string;
  light: string;
  line: string;
  /** Warm accent used for LEDs and flames, the shop's copper. */
  accent: string;
};

const r1 = (n: number): string => String(Math.round(n * 10) / 10);

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(Math.max(w, 0))}" height="${r1(Math.max(h, 0))}" fill="${fill}" ${extra}/>`;
}

export function roundRect(x: number, y: number, w: number, h: number, radius: number, fill: string, extra = ''): string {
  return rect(x, y, w, h, fill, `rx="${r1(radius)}" ${extra}`);
}

export function circle(cx: number, cy: number, radius: number, fill: string, extra = ''): string {
  return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius)}" fill="${fill}" ${extra}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}" ${extra}/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number): string {
  return `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="${stroke}" stroke-width="${r1(width)}" stroke-linecap="round"/>`;
}

export function polygon(points: Array<[number, number]>, fill: string, extra = ''): string {
  return `<polygon points="${points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ')}" fill="${fill}" ${extra}/>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}" ${extra}/>`;
}

export function stroke(colour: string, width: number): string {
  return `stroke="${colour}" stroke-width="${r1(width)}"`;
}

/** n positions spread evenly between `from` and `to`, ends excluded. */
export function spread(from: number, to: number, n: number): number[] {
  return Array.from({ length: n }, (_, i) => from + ((to - from) * (i + 1)) / (n + 1));
}

function channel(hex: string, i: number): number {
  return parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
}

/** Mixes a #rrggbb colour towards white (amount > 0) or black (amount < 0). */
export function tint(hex: string, amount: number): string {
  const target = amount >= 0 ? 255 : 0;
  const k = Math.abs(amount);
  const out = [0, 1, 2].map((i) => Math.round(channel(hex, i) + (target - channel(hex, i)) * k));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** Perceived brightness 0..1, to keep dark products readable on a light background. */
export function brightness(hex: string): number {
  return (0.299 * channel(hex, 0) + 0.587 * channel(hex, 1) + 0.114 * channel(hex, 2)) / 255;
}
