import { completeEan13, productCreateSchema, type ApiAdminProduct } from '@shop/shared';
import { EMPTY_PRODUCT, productBodyOf, productFormValuesOf } from './form';
import { productMessages as m } from './messages';

const EAN = completeEan13('376099900001');
const stored: ApiAdminProduct = {
  id: 'prod_1', slug: 'sirius', status: 'published', ean: EAN, sku: EAN, title: 'Sirius', subtitle: null, description: 'Texte',
  brand: 'Noirot', category: 'radiateurs/inertie/ceramique', priceCents: 29990, stock: 4, images: ['/a.webp', '/b.webp'], updatedAt: '2026-11-25T00:00:00.000Z',
};

describe('the product form ↔ the API body', () => {
  it('a creation sends every field, the price in cents, one image per line', () => {
    const { body } = productBodyOf({ ...EMPTY_PRODUCT, ean: EAN, title: 'Sirius', price: '299,90', stock: '4', category: 'radiateurs/inertie/ceramique', images: ' /a.webp \n\n/b.webp' }, null);
    expect(productCreateSchema.parse(body)).toMatchObject({ priceCents: 29990, stock: 4, images: ['/a.webp', '/b.webp'] });
  });

  it('a change sends only what differs', () => {
    const initial = productFormValuesOf(stored);
    expect(initial.price).toBe('299,90');
    expect(productBodyOf({ ...initial, price: '249' }, initial)).toEqual({ body: { priceCents: 24900 }, errors: null });
    expect(productBodyOf(initial, initial)).toEqual({ body: {}, errors: null });
  });

  it('refuses a price or a stock that is no number under its field', () => {
    expect(productBodyOf({ ...EMPTY_PRODUCT, price: '12,345', stock: '2.5' }, null).errors).toEqual({ price: m.amountInvalid, stock: m.stockInvalid });
  });
});
