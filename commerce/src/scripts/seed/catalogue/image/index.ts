import sharp from 'sharp';
import type { CatalogueProduct } from '../types';
import { drawFireplace, drawMobileAirConditioner, drawWallAirConditioner, drawWaterHeater } from './draw-appliances';
import { drawMobileRadiator, drawPanel, drawRadiator, drawTowelDryer } from './draw-heaters';
import { drawAccessory, drawSmartDevice, drawThermostat } from './draw-small';
import { paletteFor } from './palette';
import { polygon, rect, tint, type Box, type Palette } from './svg';

export const IMAGE_SIZE = 800;

export type ProductFamily =
  | 'radiator'
  | 'panel'
  | 'mobile-radiator'
  | 'towel-dryer'
  | 'fan-towel-dryer'
  | 'mobile-towel-dryer'
  | 'fireplace'
  | 'water-heater'
  | 'wall-air-conditioner'
  | 'mobile-air-conditioner'
  | 'thermostat'
  | 'smart-device'
  | 'accessory';

/** Which drawing a product gets, from its category and, inside a category, its handle. */
export function productFamily(p: Pick<CatalogueProduct, 'categoryPath' | 'handle'>): ProductFamily {
  const path = p.categoryPath;
  if (path === 'radiateurs/panneau-rayonnant') return 'panel';
  if (path === 'radiateurs/inertie-mobiles') return 'mobile-radiator';
  if (path.startsWith('radiateurs/')) return 'radiator';
  if (path === 'seche-serviette/soufflants') return 'fan-towel-dryer';
  if (path === 'seche-serviette/mobiles') return 'mobile-towel-dryer';
  if (path.startsWith('seche-serviette')) return 'towel-dryer';
  if (path === 'cheminees-electriques') return 'fireplace';
  if (path === 'chauffe-eau') return 'water-heater';
  if (path === 'climatiseurs') return p.handle.includes('mobile') ? 'mobile-air-conditioner' : 'wall-air-conditioner';
  if (path === 'home-smartlink') return p.handle.includes('thermostat') ? 'thermostat' : 'smart-device';
  return 'accessory';
}

/** Families drawn as a box, which the three-quarter view gives a top and a side face. */
const BOXY: ReadonlySet<ProductFamily> = new Set([
  'radiator',
  'panel',
  'fireplace',
  'wall-air-conditioner',
  'mobile-air-conditioner',
  'thermostat',
  'smart-device',
]);
/** Where a product goes in the room view: on the floor, low on the wall, at eye level, or high up. */
type Placement = 'floor' | 'low' | 'mid' | 'high';

function placement(p: CatalogueProduct, family: ProductFamily): Placement {
  switch (family) {
    case 'mobile-radiator':
    case 'mobile-towel-dryer':
    case 'mobile-air-conditioner':
      return 'floor';
    case 'fireplace':
      return p.heightMm > p.widthMm * 0.7 ? 'floor' : 'mid';
    case 'water-heater':
      return p.heightMm > 1500 ? 'floor' : 'mid';
    case 'radiator':
    case 'panel':
    case 'towel-dryer':
    case 'fan-towel-dryer':
      return 'low';
    case 'wall-air-conditioner':
      return 'high';
    default:
      return 'mid';
  }
}

/** Room view scale: 0.4 px per mm shows 1.6 m of wall, so sizes compare between products. */
const ROOM_PX_PER_MM = 0.4;
const ROOM_MIN_SIDE = 120;

function seedOf(text: string): number {
  let hash = 7;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 100003;
  return hash;
}

function drawProduct(p: CatalogueProduct, family: ProductFamily, b: Box, pal: Palette): string {
  switch (family) {
    case 'radiator': {
      const face = p.categoryPath.includes('fonte') ? 'fins' : p.categoryPath.includes('double-coeur') ? 'slats' : 'smooth';
      return drawRadiator(b, pal, face);
    }
    case 'panel':
      return drawPanel(b, pal);
    case 'mobile-radiator':
      return drawMobileRadiator(b, pal);
    case 'towel-dryer':
      return drawTowelDryer(b, pal, 'classic');
    case 'fan-towel-dryer':
      return drawTowelDryer(b, pal, 'fan');
    case 'mobile-towel-dryer':
      return drawTowelDryer(b, pal, 'mobile');
    case 'fireplace':
      return drawFireplace(b, pal, seedOf(p.handle));
    case 'water-heater':
      return drawWaterHeater(b, pal, p.depthMm, p.widthMm);
    case 'wall-air-conditioner':
      return drawWallAirConditioner(b, pal);
    case 'mobile-air-conditioner':
      return drawMobileAirConditioner(b, pal);
    case 'thermostat':
      return drawThermostat(b, pal);
    case 'smart-device':
      return drawSmartDevice(b, pal, p.handle);
    case 'accessory':
      return drawAccessory(b, pal, p.handle);
  }
}

/** Box of the product's front face, its real proportions fitted in `max` pixels and centred on (cx, cy). */
function fit(p: CatalogueProduct, max: number, cx: number, cy: number): { box: Box; pxPerMm: number } {
  const w = Math.max(p.widthMm, 1);
  const h = Math.max(p.heightMm, 1);
  // Very flat or very thin items keep a readable minimum side.
  const pxPerMm = Math.min(max / w, max / h);
  const bw = Math.max(w * pxPerMm, max * 0.18);
  const bh = Math.max(h * pxPerMm, max * 0.14);
  return { box: { x: cx - bw / 2, y: cy - bh / 2, w: bw, h: bh }, pxPerMm };
}

function depthFaces(b: Box, depthPx: number, pal: Palette): string {
  const dx = depthPx * 0.7;
  const dy = depthPx * 0.5;
  return [
    polygon([[b.x + b.w, b.y], [b.x + b.w + dx, b.y - dy], [b.x + b.w + dx, b.y + b.h - dy], [b.x + b.w, b.y + b.h]], pal.shade, `stroke="${pal.line}" stroke-width="2"`),
    polygon([[b.x, b.y], [b.x + dx, b.y - dy], [b.x + b.w + dx, b.y - dy], [b.x + b.w, b.y]], pal.light, `stroke="${pal.line}" stroke-width="2"`),
  ].join('');
}

function shadow(b: Box): string {
  return `<ellipse cx="${b.x + b.w / 2}" cy="${b.y + b.h + 28}" rx="${b.w * 0.55}" ry="18" fill="#000" opacity="0.08"/>`;
}

/** The SVG of picture `index` (0: front, 1: three-quarter, 2: in a room; then again with other light). */
export function productSvg(p: CatalogueProduct, index: number): string {
  const family = productFamily(p);
  const pal = paletteFor(p.colour);
  const view = ((index % 3) + 3) % 3;
  const S = IMAGE_SIZE;
  const warm = Math.floor(index / 3) % 2 === 0;
  const bgTop = warm ? '#faf7f2' : '#f3f5f7';
  const bgBottom = warm ? '#ece4d9' : '#e2e7ec';
  const defs = `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bgTop}"/><stop offset="1" stop-color="${bgBottom}"/></linearGradient></defs>`;
  const layers: string[] = [rect(0, 0, S, S, 'url(#bg)')];

  if (view === 0) {
    const { box } = fit(p, S * 0.66, S / 2, S / 2);
    layers.push(shadow(box), drawProduct(p, family, box, pal));
  } else if (view === 1) {
    const { box, pxPerMm } = fit(p, S * 0.6, S * 0.46, S * 0.53);
    layers.push(shadow(box));
    if (BOXY.has(family)) {
      const depthPx = Math.min(Math.max(p.depthMm * pxPerMm * 0.8, 14), box.w * 0.22, 90);
      layers.push(depthFaces(box, depthPx, pal), drawProduct(p, family, box, pal));
    } else {
      const cx = box.x + box.w / 2;
      const cy = box.y + box.h / 2;
      layers.push(`<g transform="translate(${cx} ${cy}) skewY(-7) scale(0.88 1) translate(${-cx} ${-cy})">${drawProduct(p, family, box, pal)}</g>`);
    }
  } else {
    const floorY = S * 0.8;
    layers.push(rect(0, 0, S, floorY, tint(bgBottom, -0.04)));
    layers.push(rect(0, floorY, S, S - floorY, '#c9a57f'));
    for (let x = -40; x < S; x += 130) layers.push(rect(x, floorY, 2, S - floorY, '#b48f68'));
    layers.push(rect(0, floorY - 22, S, 22, '#fbfaf7'));
    // Real proportions at a common scale, small items enlarged to stay visible.
    const k = Math.min(
      Math.max(ROOM_PX_PER_MM, ROOM_MIN_SIDE / Math.max(p.widthMm, p.heightMm, 1)),
      (floorY - 40) / Math.max(p.heightMm, 1),
      (S - 80) / Math.max(p.widthMm, 1),
    );
    const w = p.widthMm * k;
    const h = Math.max(p.heightMm * k, ROOM_MIN_SIDE * 0.2);
    const where = placement(p, family);
    const bottom =
      where === 'floor' ? floorY - (family === 'mobile-air-conditioner' ? 14 : 4)
      : where === 'low' ? floorY - 45
      : where === 'high' ? 70 + h
      : Math.min(S * 0.45 + h / 2, floorY - 60);
    const box: Box = { x: S / 2 - w / 2, y: bottom - h, w, h };
    if (where === 'floor') layers.push(shadow({ ...box, y: box.y - 24 }));
    layers.push(drawProduct(p, family, box, pal));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">${defs}${layers.join('')}</svg>`;
}

/** A PNG picture of the product, 800x800, drawn from its family, colour and proportions (no download). */
export async function productImage(p: CatalogueProduct, index: number): Promise<Buffer> {
  // Truecolour on purpose: palette quantisation drops the small copper LEDs and flame tips.
  return sharp(Buffer.from(productSvg(p, index))).png({ compressionLevel: 9 }).toBuffer();
}
