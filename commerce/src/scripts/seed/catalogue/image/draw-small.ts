import { circle, line, path, polygon, rect, roundRect, spread, stroke, type Box, type Palette } from './svg';

const SCREEN = '#1f2a33';
const GLOW = '#6fc0e8';
const BRASS = '#c9a24a';

export function drawThermostat(b: Box, p: Palette): string {
  const size = Math.min(b.w, b.h);
  const x = b.x + (b.w - size) / 2;
  const y = b.y + (b.h - size) / 2;
  const c = size / 2;
  return [
    roundRect(x, y, size, size, size * 0.16, p.body, stroke(p.line, 3)),
    circle(x + c, y + c, size * 0.34, 'none', stroke(p.accent, size * 0.04)),
    circle(x + c, y + c, size * 0.27, SCREEN),
    roundRect(x + c - size * 0.12, y + c - size * 0.07, size * 0.24, size * 0.1, 4, GLOW),
    roundRect(x + c - size * 0.08, y + c + size * 0.07, size * 0.16, size * 0.04, 2, p.accent),
  ].join('');
}

/** Gateway, pilot-wire module, plug or window sensor of the connected-home line. */
export function drawSmartDevice(b: Box, p: Palette, handle: string): string {
  if (handle.includes('prise')) {
    const s = Math.min(b.w, b.h);
    const x = b.x + (b.w - s) / 2;
    const y = b.y + (b.h - s) / 2;
    return [
      roundRect(x, y, s, s, s * 0.2, p.body, stroke(p.line, 3)),
      circle(x + s / 2, y + s / 2, s * 0.3, p.shade, stroke(p.line, 2)),
      circle(x + s * 0.4, y + s / 2, s * 0.04, SCREEN),
      circle(x + s * 0.6, y + s / 2, s * 0.04, SCREEN),
      circle(x + s * 0.85, y + s * 0.15, s * 0.03, GLOW),
    ].join('');
  }
  if (handle.includes('detecteur')) {
    const h = b.h * 0.8;
    return [
      roundRect(b.x, b.y, b.w * 0.64, h, h * 0.2, p.body, stroke(p.line, 3)),
      roundRect(b.x + b.w * 0.72, b.y + h * 0.2, b.w * 0.28, h * 0.6, h * 0.15, p.body, stroke(p.line, 3)),
      circle(b.x + b.w * 0.08, b.y + h / 2, h * 0.08, p.accent),
    ].join('');
  }
  const parts = [roundRect(b.x, b.y, b.w, b.h, Math.min(b.w, b.h) * 0.18, p.body, stroke(p.line, 3))];
  parts.push(roundRect(b.x + b.w * 0.15, b.y + b.h * 0.15, b.w * 0.7, b.h * 0.7, Math.min(b.w, b.h) * 0.12, p.light, stroke(p.shade, 2)));
  for (const x of spread(b.x + b.w * 0.25, b.x + b.w * 0.75, 3)) parts.push(circle(x, b.y + b.h * 0.72, Math.min(b.w, b.h) * 0.035, GLOW));
  parts.push(circle(b.x + b.w / 2, b.y + b.h * 0.42, Math.min(b.w, b.h) * 0.12, 'none', stroke(p.accent, 5)));
  return parts.join('');
}

/** Accessories drawn after what they are: feet, castors, DIN programmer, safety valve, brackets, towel bar. */
export function drawAccessory(b: Box, p: Palette, handle: string): string {
  const parts: string[] = [];
  if (handle.includes('pieds')) {
    for (const x of [b.x, b.x + b.w * 0.56]) {
      parts.push(rect(x + b.w * 0.17, b.y, b.w * 0.1, b.h * 0.8, p.body, stroke(p.line, 2.5)));
      parts.push(roundRect(x, b.y + b.h * 0.8, b.w * 0.44, b.h * 0.2, 6, p.body, stroke(p.line, 2.5)));
    }
  } else if (handle.includes('roulettes')) {
    for (const x of spread(b.x, b.x + b.w, 4)) {
      parts.push(rect(x - b.w * 0.05, b.y, b.w * 0.1, b.h * 0.3, '#777'));
      parts.push(circle(x, b.y + b.h * 0.62, b.h * 0.36, p.body, stroke(p.line, 3)));
      parts.push(circle(x, b.y + b.h * 0.62, b.h * 0.1, '#777'));
    }
  } else if (handle.includes('programmateur')) {
    parts.push(roundRect(b.x, b.y, b.w, b.h, 8, p.body, stroke(p.line, 3)));
    parts.push(rect(b.x + b.w * 0.12, b.y + b.h * 0.15, b.w * 0.76, b.h * 0.25, SCREEN));
    for (const x of spread(b.x, b.x + b.w, 3)) parts.push(circle(x, b.y + b.h * 0.62, b.w * 0.07, p.shade, stroke(p.line, 2)));
    for (const x of spread(b.x, b.x + b.w, 6)) parts.push(circle(x, b.y + b.h * 0.85, b.w * 0.025, p.accent));
  } else if (handle.includes('groupe-securite')) {
    const cx = b.x + b.w / 2;
    parts.push(rect(cx - b.w * 0.18, b.y, b.w * 0.36, b.h, BRASS, stroke('#8a6a22', 3)));
    parts.push(rect(b.x, b.y + b.h * 0.4, b.w, b.h * 0.2, BRASS, stroke('#8a6a22', 3)));
    parts.push(roundRect(cx - b.w * 0.3, b.y - b.h * 0.08, b.w * 0.6, b.h * 0.1, 6, '#c0392b'));
    parts.push(polygon([[cx, b.y + b.h], [cx - b.w * 0.16, b.y + b.h * 1.12], [cx + b.w * 0.16, b.y + b.h * 1.12]], '#8a8f94'));
  } else if (handle.includes('support')) {
    for (const x of [b.x, b.x + b.w * 0.55]) {
      parts.push(polygon([[x, b.y], [x + b.w * 0.08, b.y], [x + b.w * 0.08, b.y + b.h * 0.82], [x + b.w * 0.45, b.y + b.h * 0.82], [x + b.w * 0.45, b.y + b.h * 0.9], [x, b.y + b.h * 0.9]], p.body, stroke(p.line, 2.5)));
      parts.push(line(x + b.w * 0.08, b.y + b.h * 0.25, x + b.w * 0.4, b.y + b.h * 0.82, p.body, 10));
    }
  } else {
    parts.push(roundRect(b.x, b.y + b.h * 0.35, b.w, b.h * 0.3, b.h * 0.15, p.body, stroke(p.line, 3)));
    for (const x of [b.x + b.w * 0.12, b.x + b.w * 0.88]) {
      parts.push(path(`M${x - 14},${b.y} a 14 14 0 0 0 28 0`, 'none', stroke(p.line, 6)));
      parts.push(rect(x - 5, b.y, 10, b.h * 0.4, p.line));
    }
  }
  return parts.join('');
}
