import {
  checkProductCsvRecord,
  csvRowAsCreation,
  euroTextToCents,
  PRODUCT_DESK_TEXTS as T,
  productCreateSchema,
  productUpdateSchema,
} from '../../validation/products-admin';
import { completeEan13 } from '../../ean13';
import { fieldErrors } from './helpers';

const EAN = completeEan13('376012345678');

describe('productCreateSchema', () => {
  const product = { ean: EAN, title: ' Radiateur Test ', priceCents: 49990, stock: 3, category: 'radiateurs/inertie/ceramique' };

  it('takes the required fields and fills the rest', () => {
    expect(productCreateSchema.parse(product)).toEqual({
      ...product,
      title: 'Radiateur Test',
      subtitle: null,
      description: null,
      brand: null,
      images: [],
      status: 'published',
    });
  });

  it.each([
    ['ean', { ean: '3760123456780' }, T.ean],
    ['title', { title: '  ' }, T.title],
    ['priceCents', { priceCents: 499.9 }, T.price],
    ['priceCents', { priceCents: 0 }, T.price],
    ['stock', { stock: -1 }, T.stock],
    ['category', { category: 'radiateurs' }, T.category],
    ['category', { category: 'nulle/part' }, T.category],
    ['images.0', { images: ['javascript:alert(1)'] }, T.images],
    ['images', { images: Array.from({ length: 8 }, (_, i) => `/img/${i}.webp`) }, T.images],
    ['status', { status: 'online' }, T.status],
  ])('refuses a bad %s in French', (field, change, message) => {
    expect(fieldErrors(productCreateSchema, { ...product, ...change })[field]).toBe(message);
  });
});

describe('productUpdateSchema', () => {
  it('keeps only the fields sent, an empty subtitle clears it', () => {
    expect(productUpdateSchema.parse({ priceCents: 100, subtitle: '' })).toEqual({ priceCents: 100, subtitle: null });
  });
  it('refuses an unknown field', () => {
    expect(productUpdateSchema.safeParse({ price: 100 }).success).toBe(false);
  });
});

describe('euroTextToCents', () => {
  it.each([
    ['499,90', 49990],
    ['499.9', 49990],
    ['1 299,00 €', 129900],
    ['0,01', 1],
    ['12', 1200],
  ])('reads %s as %i cents', (text, cents) => {
    expect(euroTextToCents(text)).toBe(cents);
  });
  it.each(['12,345', '-5', 'abc', '1.299,00', ''])('refuses %s', (text) => {
    expect(euroTextToCents(text)).toBeUndefined();
  });
});

describe('checkProductCsvRecord', () => {
  it('turns a full row into a creation with its images gathered', () => {
    const check = checkProductCsvRecord({
      ean: EAN,
      title: 'Radiateur importé',
      price: '299,90',
      stock: '12',
      category: 'radiateurs/inertie/ceramique',
      image_1: 'https://cdn.example.fr/a.webp',
      image_2: '',
      image_3: '/api/dev/c.webp',
    });
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.row.change).toEqual({
      title: 'Radiateur importé',
      priceCents: 29990,
      stock: 12,
      category: 'radiateurs/inertie/ceramique',
      images: ['https://cdn.example.fr/a.webp', '/api/dev/c.webp'],
    });
    expect(csvRowAsCreation(check.row)).toMatchObject({ ean: EAN, status: 'published', images: check.row.change.images });
  });

  it('lets a row of an EAN and a price be an update, not a creation', () => {
    const check = checkProductCsvRecord({ ean: EAN, price: '10', title: '' });
    expect(check).toEqual({ ok: true, row: { ean: EAN, change: { priceCents: 1000 } } });
    if (check.ok) expect(csvRowAsCreation(check.row)).toBeUndefined();
  });

  it.each([
    [{ ean: '123' }, T.ean],
    [{ ean: EAN, price: '12,345' }, T.csvPrice],
    [{ ean: EAN, price: '0' }, T.csvPrice],
    [{ ean: EAN, stock: '2.5' }, T.stock],
    [{ ean: EAN, category: 'chauffage' }, T.category],
    [{ ean: EAN, status: 'archived' }, T.status],
    [{ ean: EAN, image_1: 'ftp://x/y.png' }, T.images],
  ])('refuses %j with its reason', (record, message) => {
    expect(checkProductCsvRecord(record)).toEqual({ ok: false, message });
  });
});
