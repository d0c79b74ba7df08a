import { circle, line, rect, roundRect, spread, stroke, type Box, type Palette } from './svg';

/** Front face pattern of a fixed radiator, from its core technology. */
export type RadiatorFace = 'smooth' | 'fins' | 'slats';

function controlBox(b: Box, p: Palette): string {
  const w = Math.min(b.w * 0.18, 70);
  const h = Math.min(b.h * 0.12, 34);
  const x = b.x + b.w - w - b.w * 0.05;
  const y = b.y + b.h * 0.06;
  return [
    roundRect(x, y, w, h, 5, p.shade, stroke(p.line, 1.5)),
    circle(x + w * 0.25, y + h / 2, Math.max(h * 0.14, 2.5), p.accent),
    roundRect(x + w * 0.45, y + h * 0.3, w * 0.42, h * 0.4, 3, p.line),
  ].join('');
}

export function drawRadiator(b: Box, p: Palette, face: RadiatorFace): string {
  const parts = [roundRect(b.x, b.y, b.w, b.h, 12, p.body, stroke(p.line, 3))];
  const inset = b.w * 0.06;
  if (face === 'fins') {
    const n = Math.max(6, Math.round(b.w / 34));
    for (const x of spread(b.x, b.x + b.w, n)) parts.push(line(x, b.y + b.h * 0.24, x, b.y + b.h * 0.92, p.shade, 7));
  } else if (face === 'slats') {
    const n = Math.max(5, Math.round(b.h / 40));
    for (const y of spread(b.y + b.h * 0.2, b.y + b.h, n)) {
      parts.push(roundRect(b.x + inset, y - 6, b.w - 2 * inset, 12, 6, p.shade));
    }
  } else {
    parts.push(roundRect(b.x + inset, b.y + b.h * 0.24, b.w - 2 * inset, b.h * 0.66, 10, p.light, stroke(p.shade, 2)));
  }
  // Air outlet slots along the top edge.
  const slots = Math.max(8, Math.round(b.w / 22));
  for (const x of spread(b.x + inset, b.x + b.w * 0.72, slots)) {
    parts.push(line(x, b.y + b.h * 0.06, x, b.y + b.h * 0.15, p.line, 3));
  }
  parts.push(controlBox(b, p));
  return parts.join('');
}

export function drawPanel(b: Box, p: Palette): string {
  const parts = [roundRect(b.x, b.y, b.w, b.h, 8, p.body, stroke(p.line, 3))];
  const n = Math.max(10, Math.round(b.w / 16));
  for (const x of spread(b.x + b.w * 0.04, b.x + b.w * 0.96, n)) {
    parts.push(line(x, b.y + b.h * 0.07, x, b.y + b.h * 0.2, p.line, 2.5));
    parts.push(line(x, b.y + b.h * 0.8, x, b.y + b.h * 0.93, p.line, 2.5));
  }
  parts.push(roundRect(b.x + b.w * 0.04, b.y + b.h * 0.3, b.w * 0.92, b.h * 0.4, 6, p.light, stroke(p.shade, 2)));
  parts.push(circle(b.x + b.w * 0.9, b.y + b.h * 0.5, Math.max(b.h * 0.05, 4), p.accent));
  return parts.join('');
}

export function drawMobileRadiator(b: Box, p: Palette): string {
  const bodyH = b.h * 0.82;
  const parts: string[] = [];
  const n = Math.max(5, Math.round(b.w / 60));
  const colW = b.w / n;
  for (let i = 0; i < n; i += 1) {
    parts.push(roundRect(b.x + i * colW + 2, b.y, colW - 4, bodyH, colW * 0.35, p.body, stroke(p.line, 2.5)));
    parts.push(line(b.x + (i + 0.5) * colW, b.y + bodyH * 0.12, b.x + (i + 0.5) * colW, b.y + bodyH * 0.88, p.shade, 4));
  }
  parts.push(roundRect(b.x + b.w * 0.06, b.y + bodyH * 0.05, b.w * 0.22, bodyH * 0.12, 5, p.shade, stroke(p.line, 1.5)));
  parts.push(circle(b.x + b.w * 0.1, b.y + bodyH * 0.11, 4, p.accent));
  // Feet and castors.
  for (const x of [b.x + b.w * 0.18, b.x + b.w * 0.82]) {
    parts.push(roundRect(x - b.w * 0.1, b.y + bodyH, b.w * 0.2, b.h * 0.06, 4, p.line));
    parts.push(circle(x - b.w * 0.07, b.y + b.h * 0.95, b.h * 0.045, '#333'));
    parts.push(circle(x + b.w * 0.07, b.y + b.h * 0.95, b.h * 0.045, '#333'));
  }
  return parts.join('');
}

export type TowelDryerKind = 'classic' | 'fan' | 'mobile';

export function drawTowelDryer(b: Box, p: Palette, kind: TowelDryerKind): string {
  const tube = Math.max(b.w * 0.08, 12);
  const feet = kind === 'mobile' ? b.h * 0.08 : 0;
  const fan = kind === 'fan' ? b.h * 0.18 : 0;
  const top = b.y;
  const bottom = b.y + b.h - feet;
  const parts = [
    roundRect(b.x, top, tube, bottom - top, tube / 2, p.body, stroke(p.line, 2.5)),
    roundRect(b.x + b.w - tube, top, tube, bottom - top, tube / 2, p.body, stroke(p.line, 2.5)),
  ];
  // Bars in three groups with wider gaps between them, where the towels are slipped in.
  const barsZone = bottom - top - fan - tube;
  const groups = 3;
  const perGroup = Math.max(3, Math.round(barsZone / groups / 26));
  const groupH = barsZone / groups;
  for (let g = 0; g < groups; g += 1) {
    const g0 = top + tube / 2 + g * groupH;
    for (const y of spread(g0, g0 + groupH * 0.8, perGroup)) {
      parts.push(roundRect(b.x + tube * 0.6, y - 5, b.w - tube * 1.2, 10, 5, p.body, stroke(p.line, 1.8)));
    }
  }
  if (kind === 'fan') {
    const fx = b.x + tube * 1.4;
    const fw = b.w - tube * 2.8;
    const fy = bottom - fan;
    parts.push(roundRect(fx, fy, fw, fan * 0.92, 10, p.shade, stroke(p.line, 2.5)));
    for (const x of spread(fx, fx + fw * 0.7, 8)) parts.push(line(x, fy + fan * 0.25, x, fy + fan * 0.7, p.line, 3));
    parts.push(circle(fx + fw * 0.86, fy + fan * 0.46, Math.min(fan * 0.16, 12), p.accent));
  }
  if (kind === 'mobile') {
    for (const x of [b.x + tube / 2, b.x + b.w - tube / 2]) {
      parts.push(rect(x - 4, bottom, 8, feet * 0.7, p.line));
      parts.push(roundRect(x - b.w * 0.16, bottom + feet * 0.7, b.w * 0.32, feet * 0.3, 4, p.line));
    }
  }
  return parts.join('');
}
