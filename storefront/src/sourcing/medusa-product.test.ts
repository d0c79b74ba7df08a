import { featureList, mapMedusaProduct, positiveInt, ttcCents, type MedusaProduct } from './medusa-product';

const product: MedusaProduct = {
  id: 'prod_1',
  handle: 'radiateur-inertie-ceramique-solena-1000w',
  title: 'Radiateur à inertie céramique Solena 1000 W',
  subtitle: 'Chaleur douce et programmable',
  description: 'Un radiateur à inertie sèche.',
  thumbnail: 'http://localhost:9000/static/thumb.png',
  width: 600,
  height: 580,
  length: 120,
  weight: 18500,
  metadata: { brand: 'Thermelia', powerW: 1000, colour: 'Blanc', features: ['Programmation', 'Détecteur de fenêtre ouverte'], bestSeller: true },
  images: [
    { url: 'http://localhost:9000/static/b.png', rank: 1 },
    { url: 'http://localhost:9000/static/a.png', rank: 0 },
  ],
  categories: [{ id: 'pcat_1' }],
  variants: [
    {
      id: 'variant_1',
      sku: 'SOL-1000',
      ean: '3760123450017',
      manage_inventory: true,
      inventory_quantity: 2,
      calculated_price: { calculated_amount: 499.9, calculated_amount_with_tax: 499.9, is_calculated_price_tax_inclusive: true },
    },
  ],
};

describe('Medusa product mapping', () => {
  it('turns the major-unit TTC price into integer cents exactly', () => {
    expect(mapMedusaProduct(product).priceCents).toBe(49990);
    expect(ttcCents({ calculated_amount: 1039.46, is_calculated_price_tax_inclusive: true })).toBe(103946);
    // 0.1 + 0.2 style amounts must not drift
    expect(ttcCents({ calculated_amount: 19.99, is_calculated_price_tax_inclusive: true })).toBe(1999);
  });

  it('prefers the amount with tax, and refuses a tax-exclusive amount without it', () => {
    expect(ttcCents({ calculated_amount: 416.58, calculated_amount_with_tax: 499.9, is_calculated_price_tax_inclusive: false })).toBe(49990);
    expect(ttcCents({ calculated_amount: 416.58, is_calculated_price_tax_inclusive: false })).toBeNull();
    expect(ttcCents(null)).toBeNull();
  });

  it('reads identity, stock, category ids, dimensions and images in rank order', () => {
    expect(mapMedusaProduct(product)).toMatchObject({
      productId: 'prod_1',
      variantId: 'variant_1',
      slug: 'radiateur-inertie-ceramique-solena-1000w',
      ean: '3760123450017',
      sku: 'SOL-1000',
      stock: 2,
      categoryIds: ['pcat_1'],
      brand: 'Thermelia',
      powerW: 1000,
      colour: 'Blanc',
      bestSeller: true,
      widthMm: 600,
      heightMm: 580,
      depthMm: 120,
      weightG: 18500,
      imageUrls: ['http://localhost:9000/static/a.png', 'http://localhost:9000/static/b.png'],
    });
  });

  it('has no stock figure when inventory is not managed, and never a negative one', () => {
    const untracked = { ...product, variants: [{ ...product.variants![0], manage_inventory: false }] };
    expect(mapMedusaProduct(untracked).stock).toBeNull();
    const oversold = { ...product, variants: [{ ...product.variants![0], inventory_quantity: -1 }] };
    expect(mapMedusaProduct(oversold).stock).toBe(0);
  });

  it('falls back to the thumbnail when the product has no image list', () => {
    expect(mapMedusaProduct({ ...product, images: [] }).imageUrls).toEqual(['http://localhost:9000/static/thumb.png']);
  });

  it('reads metadata typed by hand in the admin (strings)', () => {
    const typed = mapMedusaProduct({ ...product, metadata: { powerW: '1500', bestSeller: 'true', features: 'Silencieux\nÉconome' } });
    expect(typed.powerW).toBe(1500);
    expect(typed.bestSeller).toBe(true);
    expect(typed.features).toEqual(['Silencieux', 'Économe']);
    expect(featureList('["a","b"]')).toEqual(['a', 'b']);
    expect(positiveInt('abc')).toBeNull();
    expect(positiveInt(0)).toBeNull();
  });
});
