import { screen, within } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import React from 'react';
import { renderWithProviders } from '../../test/render';
import type { ProductCardData } from '../lib/product-card-data';
import HomePage from './index';

const product = (slug: string, title: string, ean: string): ProductCardData => ({ slug, title, subtitle: null, brand: null, ean, priceCents: 39990, stock: 8, cardImage: null });
const base = {
  ranges: { nodes: [{ name: 'Radiateurs', path: 'radiateurs', description: 'Chaleur douce', menuTag: 'rd' }, { name: 'Chauffe-eau', path: 'chauffe-eau', description: 'Eau chaude', menuTag: 'bal' }] },
  bestSellers: { nodes: [product('solena-1000', 'Radiateur Solena 1000 W', '3760891101015')] },
  byEan: { nodes: [product('solena-1000', 'Radiateur Solena 1000 W', '3760891101015')] },
  bySlug: { nodes: [] },
};

function renderHome(data: unknown) {
  (useStaticQuery as jest.Mock).mockReturnValue({ allShopCategory: { nodes: [] } });
  return renderWithProviders(<HomePage {...({ data } as unknown as React.ComponentProps<typeof HomePage>)} />);
}

describe('home page', () => {
  it("builds 'Nos différentes gammes' and 'Nos meilleures ventes' from the catalogue when the CMS has no such block", () => {
    renderHome({ ...base, cmsHomepage: null });
    const ranges = screen.getByRole('region', { name: 'Nos différentes gammes' });
    expect(within(ranges).getByRole('link', { name: 'Radiateurs' })).toHaveAttribute('href', '/categories/radiateurs/');
    const best = screen.getByRole('region', { name: 'Nos meilleures ventes' });
    expect(within(best).getByRole('link', { name: 'Radiateur Solena 1000 W' })).toHaveAttribute('href', '/products/solena-1000/');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('uses the CMS blocks for both sections when present, without repeating them, the hero as h1', () => {
    renderHome({
      ...base,
      cmsHomepage: {
        title: 'Maison Chaleur',
        seoDescription: null,
        media: [],
        sections: [
          { __component: 'blocks.hero', id: 1, title: 'La chaleur douce, sans gaspiller' },
          { __component: 'blocks.category', id: 2, title: 'Nos différentes gammes', items: [{ title: 'Radiateurs', to: '/categories/radiateurs' }] },
          { __component: 'blocks.best-sellers', id: 3, title: 'Nos meilleures ventes', items: [{ title: 'Texte CMS', ean: '3760891101015', price: 1 }] },
        ],
      },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('La chaleur douce, sans gaspiller');
    expect(screen.getAllByRole('heading', { name: 'Nos différentes gammes' })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { name: 'Nos meilleures ventes' })).toHaveLength(1);
    const ranges = screen.getByRole('region', { name: 'Nos différentes gammes' });
    // CMS links are written without the trailing slash; the site's pages have one
    expect(within(ranges).getByRole('link', { name: 'Radiateurs' })).toHaveAttribute('href', '/categories/radiateurs/');
    const best = screen.getByRole('region', { name: 'Nos meilleures ventes' });
    expect(within(best).getByTestId('price-amount').textContent).toBe('399,90\u00a0€');
  });
});
