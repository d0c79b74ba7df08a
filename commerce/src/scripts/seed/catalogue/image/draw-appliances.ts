import { circle, ellipse, line, path, rect, roundRect, spread, stroke, type Box, type Palette } from './svg';

const FIREBOX = '#1e1b1a';
const FLAME_OUTER = '#e8752a';
const FLAME_INNER = '#f6c445';
const LOG = '#6b4226';

function flames(x: number, y: number, w: number, h: number, seed: number): string {
  const parts: string[] = [];
  const n = Math.max(3, Math.round(w / 70));
  const step = w / n;
  for (let i = 0; i < n; i += 1) {
    const cx = x + step * (i + 0.5);
    const fh = h * (0.55 + 0.4 * Math.abs(Math.sin(seed + i * 1.7)));
    const base = y + h;
    const half = step * 0.42;
    const tip = (k: number): string =>
      `M${cx - half * k},${base} C${cx - half * k},${base - fh * 0.5 * k} ${cx - half * 0.2},${base - fh * 0.6 * k} ${cx},${base - fh * k} ` +
      `C${cx + half * 0.3},${base - fh * 0.55 * k} ${cx + half * k},${base - fh * 0.45 * k} ${cx + half * k},${base} Z`;
    parts.push(path(tip(1), FLAME_OUTER), path(tip(0.6), FLAME_INNER));
  }
  // Logs across the bottom of the flames.
  parts.push(roundRect(x + w * 0.1, y + h - 10, w * 0.5, 14, 7, LOG));
  parts.push(roundRect(x + w * 0.4, y + h - 8, w * 0.5, 14, 7, LOG));
  return parts.join('');
}

/** Insert or wall fireplace (wide) or a freestanding one with its mantel (tall). */
export function drawFireplace(b: Box, p: Palette, seed: number): string {
  if (b.h / b.w > 0.7) {
    const shelf = b.h * 0.08;
    const legW = b.w * 0.16;
    const parts = [
      roundRect(b.x - b.w * 0.03, b.y, b.w * 1.06, shelf, 4, p.shade, stroke(p.line, 2)),
      rect(b.x, b.y + shelf, b.w, b.h - shelf, p.body, stroke(p.line, 2.5)),
      rect(b.x + legW, b.y + b.h * 0.3, b.w - 2 * legW, b.h * 0.7, p.shade),
      rect(b.x + legW * 1.25, b.y + b.h * 0.36, b.w - 2.5 * legW, b.h * 0.58, FIREBOX),
    ];
    parts.push(flames(b.x + legW * 1.4, b.y + b.h * 0.5, b.w - 2.8 * legW, b.h * 0.4, seed));
    return parts.join('');
  }
  const frame = Math.min(b.w, b.h) * 0.08;
  const parts = [
    roundRect(b.x, b.y, b.w, b.h, 6, p.body, stroke(p.line, 3)),
    rect(b.x + frame, b.y + frame, b.w - 2 * frame, b.h - 2 * frame, FIREBOX),
  ];
  parts.push(flames(b.x + frame * 1.5, b.y + frame * 1.6, b.w - 3 * frame, b.h - 3.4 * frame, seed));
  // Crystal bed / glowing embers along the bottom.
  for (const x of spread(b.x + frame, b.x + b.w - frame, Math.round(b.w / 25))) {
    parts.push(circle(x, b.y + b.h - frame * 1.3, Math.max(frame * 0.22, 3), '#f08a3c', 'opacity="0.85"'));
  }
  return parts.join('');
}

/** Round vertical tank (depth close to width) or flat double-tank model. */
export function drawWaterHeater(b: Box, p: Palette, depthMm: number, widthMm: number): string {
  const parts: string[] = [];
  const cx = b.x + b.w / 2;
  if (depthMm >= widthMm * 0.8) {
    const ry = b.w * 0.12;
    parts.push(
      ellipse(cx, b.y + b.h - ry, b.w / 2, ry, p.shade, stroke(p.line, 2.5)),
      rect(b.x, b.y + ry, b.w, b.h - 2 * ry, p.body),
      rect(b.x + b.w * 0.7, b.y + ry, b.w * 0.3, b.h - 2 * ry, p.shade, 'opacity="0.6"'),
      line(b.x, b.y + ry, b.x, b.y + b.h - ry, p.line, 2.5),
      line(b.x + b.w, b.y + ry, b.x + b.w, b.y + b.h - ry, p.line, 2.5),
      ellipse(cx, b.y + ry, b.w / 2, ry, p.light, stroke(p.line, 2.5)),
    );
  } else {
    parts.push(roundRect(b.x, b.y, b.w, b.h, b.w * 0.12, p.body, stroke(p.line, 3)));
    parts.push(roundRect(b.x + b.w * 0.3, b.y + b.h * 0.12, b.w * 0.4, b.h * 0.06, 5, '#27313a'));
    parts.push(rect(b.x + b.w * 0.33, b.y + b.h * 0.135, b.w * 0.22, b.h * 0.03, '#6fc0e8'));
  }
  // Thermostat plate and knob near the bottom, cold (blue) and hot (red) pipes below.
  parts.push(roundRect(cx - b.w * 0.18, b.y + b.h * 0.74, b.w * 0.36, b.h * 0.1, 8, p.shade, stroke(p.line, 2)));
  parts.push(circle(cx, b.y + b.h * 0.79, b.h * 0.03, p.accent));
  parts.push(rect(cx - b.w * 0.2, b.y + b.h, 10, 34, '#3b7bd4'), rect(cx + b.w * 0.2 - 10, b.y + b.h, 10, 34, '#d1483b'));
  return parts.join('');
}

export function drawWallAirConditioner(b: Box, p: Palette): string {
  const parts = [
    roundRect(b.x, b.y, b.w, b.h, b.h * 0.3, p.body, stroke(p.line, 3)),
    line(b.x + b.w * 0.04, b.y + b.h * 0.62, b.x + b.w * 0.96, b.y + b.h * 0.62, p.shade, 3),
    roundRect(b.x + b.w * 0.06, b.y + b.h * 0.72, b.w * 0.88, b.h * 0.14, b.h * 0.07, '#4a4d52'),
    roundRect(b.x + b.w * 0.8, b.y + b.h * 0.24, b.w * 0.1, b.h * 0.16, 4, '#27313a'),
    circle(b.x + b.w * 0.83, b.y + b.h * 0.32, 3, '#6fc0e8'),
  ];
  // Cool air flowing down from the flap.
  for (const x of spread(b.x, b.x + b.w, 4)) {
    const y0 = b.y + b.h + 20;
    parts.push(path(`M${x},${y0} q -20,40 0,80 q 20,40 0,80`, 'none', stroke('#8cc9ec', 5) + ' stroke-linecap="round" opacity="0.7"'));
  }
  return parts.join('');
}

export function drawMobileAirConditioner(b: Box, p: Palette): string {
  const parts = [
    roundRect(b.x, b.y, b.w, b.h, b.w * 0.12, p.body, stroke(p.line, 3)),
    roundRect(b.x + b.w * 0.12, b.y + b.h * 0.06, b.w * 0.76, b.h * 0.1, 6, '#4a4d52'),
  ];
  for (const y of spread(b.y + b.h * 0.3, b.y + b.h * 0.7, 7)) {
    parts.push(line(b.x + b.w * 0.15, y, b.x + b.w * 0.85, y, p.shade, 4));
  }
  parts.push(circle(b.x + b.w * 0.8, b.y + b.h * 0.22, 5, '#6fc0e8'));
  for (const x of [b.x + b.w * 0.2, b.x + b.w * 0.8]) parts.push(circle(x, b.y + b.h + 6, 9, '#333'));
  // Exhaust hose leaving from the back.
  const hx = b.x + b.w;
  const hy = b.y + b.h * 0.55;
  parts.push(path(`M${hx},${hy} C${hx + 90},${hy} ${hx + 40},${b.y + 40} ${hx + 120},${b.y + 10}`, 'none', stroke('#8f949a', 28) + ' stroke-linecap="round"'));
  parts.push(path(`M${hx},${hy} C${hx + 90},${hy} ${hx + 40},${b.y + 40} ${hx + 120},${b.y + 10}`, 'none', stroke('#b7bcc1', 4) + ' stroke-dasharray="6 10"'));
  return parts.join('');
}
