import sharp from 'sharp';
import { leafCategoryPaths } from '@shop/shared';
import { CATALOGUE, productFamily, productImage, type CatalogueProduct } from '..';
import { productSvg } from '../image';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Mean brightness of the central square, where the product sits in the front view. */
async function centreBrightness(png: Buffer): Promise<number> {
  const { data } = await sharp(png).extract({ left: 300, top: 300, width: 200, height: 200 }).greyscale().raw().toBuffer({ resolveWithObject: true });
  let sum = 0;
  for (const v of data) sum += v;
  return sum / data.length;
}

const byHandle = (handle: string): CatalogueProduct => {
  const p = CATALOGUE.find((x) => x.handle === handle);
  if (!p) throw new Error(`no product ${handle}`);
  return p;
};

describe('productFamily', () => {
  it.each([
    ['radiateur-inertie-ceramique-solena-1000w', 'radiator'],
    ['panneau-rayonnant-flash-1000w', 'panel'],
    ['radiateur-mobile-inertie-nomade-1500w', 'mobile-radiator'],
    ['seche-serviettes-ondine-500w', 'towel-dryer'],
    ['seche-serviettes-soufflant-bora-1400w', 'fan-towel-dryer'],
    ['seche-serviettes-mobile-ondine-500w', 'mobile-towel-dryer'],
    ['foyer-electrique-encastrable-lumen-86cm', 'fireplace'],
    ['chauffe-eau-electrique-vertical-steatite-pro-200l', 'water-heater'],
    ['climatiseur-mural-reversible-inverter-3500w', 'wall-air-conditioner'],
    ['climatiseur-mobile-fresh-3500w', 'mobile-air-conditioner'],
    ['thermostat-connecte-home-smartlink-t1', 'thermostat'],
    ['passerelle-home-smartlink', 'smart-device'],
    ['pieds-radiateur-inertie', 'accessory'],
  ])('%s is drawn as %s', (handle, family) => {
    expect(productFamily(byHandle(handle))).toBe(family);
  });
});

describe('productImage', () => {
  it.each(CATALOGUE.map((p) => [p.handle, p]))('%s: a small 800x800 PNG for each of its pictures', async (_h, p) => {
    for (let index = 0; index < p.imageCount; index += 1) {
      const png = await productImage(p, index);
      expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 800, 800]);
      expect(png.length).toBeLessThan(100 * 1024);
    }
  });

  it('draws each view differently and the same view identically', async () => {
    const p = byHandle('radiateur-inertie-fonte-basalte-1000w');
    const [a, b, c, again] = await Promise.all([productImage(p, 0), productImage(p, 1), productImage(p, 2), productImage(p, 0)]);
    expect(a.equals(b)).toBe(false);
    expect(a.equals(c)).toBe(false);
    expect(b.equals(c)).toBe(false);
    expect(a.equals(again)).toBe(true);
  });

  it('colours the product with its finish', async () => {
    const black = byHandle('radiateur-inertie-fonte-orme-1000w');
    const white = { ...black, colour: 'Blanc' };
    const dark = await centreBrightness(await productImage(black, 0));
    const light = await centreBrightness(await productImage(white, 0));
    expect(black.colour).toBe('Noir');
    expect(light - dark).toBeGreaterThan(80);
  });

  it('gives every leaf category its own kind of drawing (no leaf falls back to the accessory)', () => {
    for (const path of leafCategoryPaths().filter((leaf) => leaf !== 'accessorires')) {
      const first = CATALOGUE.find((p) => p.categoryPath === path)!;
      expect({ path, family: productFamily(first) }).not.toEqual({ path, family: 'accessory' });
    }
  });

  it('draws without text, so no font is needed', () => {
    for (const p of CATALOGUE) expect(productSvg(p, 0)).not.toMatch(/<text|font-family/);
  });

  it('keeps working for a colour name it does not know', async () => {
    const p = { ...byHandle('panneau-rayonnant-flash-500w'), colour: 'Vert olive' };
    const meta = await sharp(await productImage(p, 1)).metadata();
    expect([meta.width, meta.height]).toEqual([800, 800]);
  });
});
