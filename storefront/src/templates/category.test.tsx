import { screen, within } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import React from 'react';
import { renderWithProviders } from '../../test/render';
import type { ProductCardData } from '../lib/product-card-data';
import CategoryPage from './category';

const category = (path: string, name: string, parentPath: string | null) => ({
  id: path, name, handle: path.replace(/\//g, '-'), description: '', path, slug: path.split('/').pop() as string,
  depth: path.split('/').length - 1, parentPath, menuTag: null, rank: 0,
});
const card = (slug: string, title: string): ProductCardData => ({ slug, title, subtitle: null, brand: null, ean: null, priceCents: 10000, stock: 3, cardImage: null });

function renderCategory(path: string) {
  const nodes = [category('accessoires', 'Accessoires', null), category('accessoires/barres', 'Barres porte-serviettes', 'accessoires')];
  const data = {
    shopCategory: nodes.find((node) => node.path === path),
    allShopCategory: { nodes },
    allShopProduct: { totalCount: 2, nodes: [card('barre-1', 'Barre porte-serviettes Lina'), card('barre-2', 'Barre porte-serviettes Ora')] },
  };
  renderWithProviders(<CategoryPage {...({ data } as unknown as React.ComponentProps<typeof CategoryPage>)} />);
}

describe('category page', () => {
  beforeEach(() => {
    (useStaticQuery as jest.Mock).mockReturnValue({ allShopCategory: { nodes: [] } });
  });

  // Lighthouse's heading-order audit: no h1 -> h3 jump for screen-reader users browsing by headings.
  it('gives the product cards a heading level between the page title and theirs, with or without sub-categories', () => {
    for (const path of ['accessoires', 'accessoires/barres']) {
      renderCategory(path);
      const products = screen.getByRole('region', { name: 'Produits de la catégorie' });
      expect(within(products).getByRole('heading', { level: 2 })).toHaveTextContent('Produits de la catégorie');
      expect(within(products).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Barre porte-serviettes Lina', 'Barre porte-serviettes Ora']);
      document.body.innerHTML = '';
    }
  });
});
