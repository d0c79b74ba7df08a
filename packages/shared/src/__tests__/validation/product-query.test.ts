import {
  bestMatchQuerySchema,
  PRODUCT_QUERY_MESSAGES as M,
  PRODUCT_TYPES,
  productQuerySchema,
} from '../../validation/product-query';
import { fieldErrors } from './helpers';

describe('productQuerySchema', () => {
  it('lists the whole catalogue for an empty body, 24 per page', () => {
    expect(productQuerySchema.parse({})).toEqual({ page: 1, pageSize: 24 });
  });

  it('keeps every filter, trimmed and resolved to the tree', () => {
    const parsed = productQuerySchema.parse({
      q: '  radiateur a inertie ',
      category: 'radiateurs-inertie',
      type: 'inertie-mobile',
      brand: 'Calorem',
      power: { min: 500, max: 1500 },
      price: { max: 49990 },
      inStock: true,
      sort: 'price-asc',
      page: 2,
      pageSize: 48,
    });
    expect(parsed).toEqual({
      q: 'radiateur a inertie',
      category: 'radiateurs/inertie',
      type: 'inertie-mobiles',
      brand: ['Calorem'],
      power: { min: 500, max: 1500 },
      price: { max: 49990 },
      inStock: true,
      sort: 'price-asc',
      page: 2,
      pageSize: 48,
    });
  });

  it('takes several brands once each', () => {
    expect(productQuerySchema.parse({ brand: ['Ardéa', 'Calorem', 'Ardéa'] }).brand).toEqual(['Ardéa', 'Calorem']);
  });

  it('knows the types of the pro store', () => {
    expect(PRODUCT_TYPES.map((type) => type.slug)).toEqual([
      'inertie',
      'double-coeur',
      'panneau-rayonnant',
      'inertie-mobiles',
      'classiques',
      'soufflants',
      'mobiles',
    ]);
  });

  it.each([
    [{ pageSize: 1000 }, 'pageSize', M.pageSize],
    [{ pageSize: 0 }, 'pageSize', M.pageSize],
    [{ page: 0 }, 'page', M.page],
    [{ page: 1.5 }, 'page', M.page],
    [{ page: '2' }, 'page', M.page],
    [{ sort: 'cheapest' }, 'sort', M.sort],
    [{ q: 42 }, 'q', M.text],
    [{ q: 'x'.repeat(101) }, 'q', M.text],
    [{ category: 'radiateurs/bois' }, 'category', M.category],
    [{ type: 'gaz' }, 'type', M.type],
    [{ brand: '' }, 'brand', M.brand],
    [{ brand: [1] }, 'brand', M.brand],
    [{ power: 1000 }, 'power', M.powerRange],
    [{ power: { min: -1 } }, 'power.min', M.powerRange],
    [{ price: { min: 10.5 } }, 'price.min', M.priceRange],
    [{ price: { min: 500, max: 100 } }, 'price', M.rangeOrder],
    [{ inStock: 'yes' }, 'inStock', M.inStock],
  ])('refuses %j in French', (body, field, message) => {
    expect(fieldErrors(productQuerySchema, body)[field]).toBe(message);
  });

  it('refuses a body that is not an object', () => {
    for (const body of [null, [], 'radiateur', 3]) {
      const result = productQuerySchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe(M.invalidBody);
    }
  });
});

describe('bestMatchQuerySchema', () => {
  it('accepts a valid EAN-13', () => {
    expect(bestMatchQuerySchema.parse({ ean: ' 3760891101015 ' })).toEqual({ ean: '3760891101015' });
  });

  it.each([[{}], [{ ean: '3760891101014' }], [{ ean: '37608911010' }], [{ ean: ['3760891101015'] }]])(
    'refuses %j',
    (query) => {
      expect(fieldErrors(bestMatchQuerySchema, query).ean).toBe(M.ean);
    },
  );
});
