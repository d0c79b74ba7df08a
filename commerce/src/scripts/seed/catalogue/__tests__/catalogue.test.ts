import { isValidEan13, leafCategoryPaths } from '@shop/shared';
import { CATALOGUE, type CatalogueProduct } from '..';
import { EAN_COMPANY_PREFIX, eanFor, expandRange, roomNote } from '../define';

const euros = (p: CatalogueProduct): number => p.priceCents / 100;
const sentences = (text: string): number => text.split(/[.!?](?:\s|$)/).filter((s) => s.trim() !== '').length;

describe('CATALOGUE', () => {
  it('holds at least 64 products', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(64);
  });

  it.each(CATALOGUE.map((p) => [p.handle, p]))('%s is a complete, valid product', (_handle, p) => {
    expect(p.handle).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(isValidEan13(p.ean)).toBe(true);
    expect(p.ean.startsWith(EAN_COMPANY_PREFIX)).toBe(true);
    expect(p.sku).toMatch(/^[A-Z0-9]+(-[A-Z0-9]+)+$/);
    expect(leafCategoryPaths()).toContain(p.categoryPath);
    expect(Number.isInteger(p.priceCents)).toBe(true);
    expect(p.priceCents).toBeGreaterThan(0);
    expect(Number.isInteger(p.stock)).toBe(true);
    expect(p.stock).toBeGreaterThanOrEqual(0);
    for (const n of [p.powerW, p.widthMm, p.heightMm, p.depthMm, p.weightG]) expect(Number.isInteger(n)).toBe(true);
    expect(p.powerW).toBeGreaterThanOrEqual(0);
    expect(Math.min(p.widthMm, p.heightMm, p.depthMm, p.weightG)).toBeGreaterThan(0);
    for (const text of [p.title, p.subtitle, p.description, p.brand, p.colour]) {
      expect(text.trim()).toBe(text);
      expect(text).not.toBe('');
      expect(text).not.toMatch(/ {2}|undefined|NaN/);
    }
    expect(sentences(p.description)).toBeGreaterThanOrEqual(2);
    expect(sentences(p.description)).toBeLessThanOrEqual(4);
    expect(p.features.length).toBeGreaterThanOrEqual(3);
    expect(p.features.length).toBeLessThanOrEqual(5);
    for (const feature of p.features) expect(feature.trim().length).toBeGreaterThan(5);
    expect([1, 2, 3]).toContain(p.imageCount);
  });

  it('has unique handles, EANs, SKUs and titles', () => {
    for (const key of ['handle', 'ean', 'sku', 'title'] as const) {
      const values = CATALOGUE.map((p) => p[key]);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it('puts at least 4 products on every leaf category', () => {
    for (const path of leafCategoryPaths()) {
      const count = CATALOGUE.filter((p) => p.categoryPath === path).length;
      expect({ path, enough: count >= 4 }).toEqual({ path, enough: true });
    }
  });

  it('has several ranges for every brand', () => {
    const ranges = new Map<string, Set<string>>();
    for (const p of CATALOGUE) {
      const prefix = p.sku.split('-').slice(0, 2).join('-');
      ranges.set(p.brand, (ranges.get(p.brand) ?? new Set()).add(prefix));
    }
    expect(ranges.size).toBeGreaterThanOrEqual(5);
    for (const [brand, set] of ranges) expect({ brand, several: set.size >= 2 }).toEqual({ brand, several: true });
  });

  it('has about 10% out of stock, about 10% with 1-2 units, the rest between 5 and 80', () => {
    const out = CATALOGUE.filter((p) => p.stock === 0).length;
    const low = CATALOGUE.filter((p) => p.stock >= 1 && p.stock <= 2).length;
    const rest = CATALOGUE.filter((p) => p.stock > 2);
    expect(out / CATALOGUE.length).toBeGreaterThanOrEqual(0.06);
    expect(out / CATALOGUE.length).toBeLessThanOrEqual(0.15);
    expect(low / CATALOGUE.length).toBeGreaterThanOrEqual(0.06);
    expect(low / CATALOGUE.length).toBeLessThanOrEqual(0.15);
    for (const p of rest) {
      expect(p.stock).toBeGreaterThanOrEqual(5);
      expect(p.stock).toBeLessThanOrEqual(80);
    }
  });

  it('marks about 8 best sellers, spread over several categories', () => {
    const best = CATALOGUE.filter((p) => p.bestSeller);
    expect(best.length).toBeGreaterThanOrEqual(6);
    expect(best.length).toBeLessThanOrEqual(10);
    expect(new Set(best.map((p) => p.categoryPath.split('/')[0])).size).toBeGreaterThanOrEqual(4);
    for (const p of best) expect(p.stock).toBeGreaterThan(0);
  });

  // Typing 399 for 39900 would put a radiator at 3,99 €: each family has a plausible TTC band.
  it.each<[string, number, number]>([
    ['radiateurs/inertie/', 349, 899],
    ['radiateurs/double-coeur/', 349, 899],
    ['radiateurs/panneau-rayonnant', 49, 249],
    ['radiateurs/inertie-mobiles', 199, 499],
    ['seche-serviette/', 129, 599],
    ['cheminees-electriques', 299, 1290],
    ['chauffe-eau', 299, 999],
    ['climatiseurs', 499, 1690],
    ['home-smartlink', 19, 149],
    ['accessorires', 19, 149],
  ])('prices under %s lie between %d and %d euros TTC', (prefix, min, max) => {
    const inBand = CATALOGUE.filter((p) => p.categoryPath.startsWith(prefix));
    expect(inBand.length).toBeGreaterThan(0);
    for (const p of inBand) {
      expect(euros(p)).toBeGreaterThanOrEqual(min);
      expect(euros(p)).toBeLessThanOrEqual(max);
    }
  });

  it('prices the 1000 W ceramic inertia radiators between 349 and 699 euros', () => {
    const list = CATALOGUE.filter((p) => p.categoryPath === 'radiateurs/inertie/ceramique' && p.powerW === 1000);
    expect(list.length).toBeGreaterThan(0);
    for (const p of list) {
      expect(euros(p)).toBeGreaterThanOrEqual(349);
      expect(euros(p)).toBeLessThanOrEqual(699);
    }
  });

  it('prices a more powerful variant of a range higher', () => {
    const byRange = new Map<string, CatalogueProduct[]>();
    for (const p of CATALOGUE) {
      const key = p.sku.split('-').slice(0, 2).join('-');
      byRange.set(key, [...(byRange.get(key) ?? []), p]);
    }
    for (const list of byRange.values()) {
      const sameColour = list.filter((p) => p.colour === list[0].colour).sort((a, b) => a.powerW - b.powerW);
      for (let i = 1; i < sameColour.length; i += 1) {
        if (sameColour[i].powerW > sameColour[i - 1].powerW) {
          expect(sameColour[i].priceCents).toBeGreaterThan(sameColour[i - 1].priceCents);
        }
      }
    }
  });
});

describe('define helpers', () => {
  it('numbers EANs from the company prefix, the range code and the variant, so they never move', () => {
    expect(eanFor(101, 0)).toBe('3760891101015');
    expect(CATALOGUE.find((p) => p.handle === 'radiateur-inertie-ceramique-solena-1000w')?.ean).toBe('3760891101015');
  });

  it('roomNote sizes a room at 80-100 W per square metre', () => {
    expect(roomNote(1500)).toBe('En 1500 W, il convient à une pièce d’environ 12 à 15 m² bien isolée.');
  });

  it('expandRange builds handle, title, SKU and EAN per variant and keeps one-product ranges plain', () => {
    const base = {
      code: 999,
      brand: 'Marque',
      skuPrefix: 'MAR-TST',
      categoryPath: 'accessorires',
      title: 'Produit test',
      handle: 'produit-test',
      subtitle: 'Sous-titre',
      description: 'Une phrase. Une autre phrase.',
      features: ['Un', 'Deux', 'Trois'],
      colour: 'Blanc',
    };
    const variant = { priceCents: 1000, stock: 5, powerW: 0, size: [1, 2, 3] as [number, number, number], weightG: 4 };
    const [a, b] = expandRange({ ...base, variants: [{ key: '1000w', label: '1000 W', ...variant, bestSeller: true }, { key: '2000w', label: '2000 W', ...variant, note: 'Note.' }] });
    expect([a.handle, a.title, a.sku, a.ean, a.bestSeller]).toEqual(['produit-test-1000w', 'Produit test 1000 W', 'MAR-TST-1000W', eanFor(999, 0), true]);
    expect([b.handle, b.ean, b.description, 'bestSeller' in b]).toEqual(['produit-test-2000w', eanFor(999, 1), 'Une phrase. Une autre phrase. Note.', false]);
    const [single] = expandRange({ ...base, variants: [{ key: '', label: '', ...variant }] });
    expect([single.handle, single.title, single.sku, single.imageCount]).toEqual(['produit-test', 'Produit test', 'MAR-TST', 3]);
  });
});
