import { screen, within } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import React from 'react';
import { renderWithProviders } from '../../test/render';
import ProductPage from './product';

const category = (path: string, name: string, parentPath: string | null) => ({
  id: path, name, handle: path.replace(/\//g, '-'), description: '', path, slug: path.split('/').pop() as string,
  depth: path.split('/').length - 1, parentPath, menuTag: null, rank: 0,
});

const data = {
  shopProduct: {
    slug: 'solena-1000', title: 'Radiateur à inertie céramique Solena 1000 W', subtitle: 'Chaleur douce', description: 'Un radiateur.',
    sku: 'SOL-1000', ean: '3760891000017', brand: 'Calorissime', colour: 'Blanc', powerW: 1000, widthMm: 600, heightMm: 580, depthMm: 120,
    weightG: 18500, priceCents: 49900, stock: 2, features: ['Programmable'], primaryCategoryPath: 'radiateurs/inertie/ceramique', images: [],
  },
  allShopCategory: {
    nodes: [
      category('radiateurs', 'Radiateurs', null),
      category('radiateurs/inertie', 'Radiateurs à inertie', 'radiateurs'),
      category('radiateurs/inertie/ceramique', 'Inertie céramique', 'radiateurs/inertie'),
    ],
  },
};

describe('product page', () => {
  it('shows title, the TTC price in French format, stock, attributes and the breadcrumb', () => {
    (useStaticQuery as jest.Mock).mockReturnValue({ allShopCategory: { nodes: [] } });
    renderWithProviders(<ProductPage {...({ data } as unknown as React.ComponentProps<typeof ProductPage>)} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Radiateur à inertie céramique Solena 1000 W');
    expect(screen.getByTestId('product-price').textContent).toBe('499,00\u00a0€');
    expect(screen.getByTestId('price-ttc')).toHaveTextContent('TTC');
    expect(screen.getByTestId('stock-state')).toHaveTextContent('Plus que 2 en stock');
    expect(screen.getByRole('rowheader', { name: 'Puissance' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'EAN' }).nextSibling).toHaveTextContent('3760891000017');
    const crumbs = within(screen.getByTestId('breadcrumb')).getAllByRole('listitem').map((li) => li.textContent?.replace('›', '').trim());
    expect(crumbs).toEqual(['Accueil', 'Radiateurs', 'Radiateurs à inertie', 'Inertie céramique', 'Radiateur à inertie céramique Solena 1000 W']);
    // in stock with an EAN: the add to cart is enabled (issue 4)
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();
    expect(screen.getByRole('img', { name: 'Radiateur à inertie céramique Solena 1000 W' })).toBeInTheDocument();
  });
});
