import { screen, waitFor } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import React from 'react';
import { renderWithProviders } from '../../test/render';
import { resetProductIndexCache } from '../features/search/useProductIndex';
import type { ProductCardData } from '../lib/product-card-data';
import ProductsPage from './products';

const card = (slug: string, title: string): ProductCardData => ({ slug, title, subtitle: null, brand: null, ean: null, priceCents: 10000, stock: 3, cardImage: null });
const index = [card('fonte-1', 'Radiateur inertie fonte Alto'), card('ceram-1', 'Radiateur inertie céramique Solena'), card('ssv-1', 'Sèche-serviettes Ondine')];

function renderPage(search: string) {
  const props = { data: { firstPage: { totalCount: 3, nodes: index.slice(0, 2) } }, location: { search } } as unknown as React.ComponentProps<typeof ProductsPage>;
  return renderWithProviders(<ProductsPage {...props} />);
}

describe('/products/ page', () => {
  beforeEach(() => {
    resetProductIndexCache();
    (useStaticQuery as jest.Mock).mockReturnValue({ allShopCategory: { nodes: [] } });
    global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => index })) as unknown as typeof fetch;
  });

  it('lists the first page statically, without loading the index', () => {
    renderPage('');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Nos produits');
    expect(screen.getAllByTestId('product-card')).toHaveLength(2);
    expect(screen.getByTestId('result-count')).toHaveTextContent('3 produits');
    // (the header verifies the session with /api/auth; the search index is what must not load)
    expect(global.fetch).not.toHaveBeenCalledWith('/search/products.json');
  });

  it('filters the build index with ?q=', async () => {
    renderPage('?q=seche');
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(1));
    expect(global.fetch).toHaveBeenCalledWith('/search/products.json');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Résultats pour « seche »');
    expect(screen.getByRole('link', { name: 'Sèche-serviettes Ondine' })).toHaveAttribute('href', '/products/ssv-1/');
  });

  it('says so when nothing matches', async () => {
    renderPage('?q=climatiseur');
    expect(await screen.findByTestId('no-result')).toHaveTextContent('Aucun produit ne correspond à votre recherche.');
  });
});
