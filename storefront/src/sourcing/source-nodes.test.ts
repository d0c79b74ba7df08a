/** @jest-environment node */
import { buildCategoryPaths } from '../lib/categories';
import { bestSellerReferences } from './home-context';
import type { ProductRecord } from './medusa-product';
import { productCategoryPaths } from './source-nodes';

jest.mock('gatsby-source-filesystem', () => ({ createRemoteFileNode: jest.fn() }));

describe('product placement', () => {
  it('lists a product under its categories, deepest first', () => {
    const categories = buildCategoryPaths([
      { id: 'top', name: 'Radiateurs', handle: 'radiateurs', parentId: null, metadata: { path: 'radiateurs' } },
      { id: 'leaf', name: 'Fonte', handle: 'radiateurs-inertie-fonte', parentId: 'top', metadata: { path: 'radiateurs/inertie/fonte' } },
    ]);
    const product = { categoryIds: ['top', 'leaf', 'unknown'] } as ProductRecord;
    expect(productCategoryPaths(product, categories)).toEqual(['radiateurs/inertie/fonte', 'radiateurs']);
  });
});

describe('home page references', () => {
  it('collects the EANs and product slugs its best-seller blocks name', () => {
    const refs = bestSellerReferences([
      { __component: 'blocks.hero', items: [{ ean: 'ignored' }] },
      { __component: 'blocks.best-sellers', items: [{ ean: ' 3760123450017 ' }, { to: '/products/solena-1000/' }, { to: '/categories/radiateurs/' }] },
    ]);
    expect(refs).toEqual({ blockEans: ['3760123450017'], blockSlugs: ['solena-1000'] });
    expect(bestSellerReferences(undefined)).toEqual({ blockEans: [], blockSlugs: [] });
  });
});
