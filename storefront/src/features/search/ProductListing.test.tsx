import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ApiProductQueryAnswer, ApiProductSummary } from '@shop/shared';
import React from 'react';
import { renderWithProviders } from '../../../test/render';
import { fakeApi } from '../../lib/api/fakeApi';
import type { ProductCardData } from '../../lib/product-card-data';
import { ProductListing } from './ProductListing';

const card = (slug: string): ProductCardData => ({ slug, title: `Produit ${slug}`, subtitle: null, brand: null, ean: null, priceCents: 1000, stock: 5, cardImage: null });
const summary = (slug: string): ApiProductSummary => ({
  id: `prod_${slug}`, slug, ean: null, designation: `Produit ${slug}`, brand: 'Calorem', image: null, price: { ht: 833, ttc: 1000 },
  stock: { available: 5, state: 'in_stock' }, category: null, powerW: null, bestSeller: false,
});
const page2 = (products: ApiProductSummary[], total: number): ApiProductQueryAnswer => ({
  products, total, page: 2, pageSize: 48, facets: { category: [], brand: [], type: [], power: [], price: null },
});

describe("a category's product list", () => {
  it("asks the API for the category's next page on 'show more'", async () => {
    const { calls } = fakeApi({ 'POST /product/query': () => ({ status: 200, body: page2([summary('a'), summary('b'), summary('c')], 51) }) });
    renderWithProviders(<ProductListing firstPage={[card('a')]} totalCount={51} category="radiateurs" />);
    expect(screen.getByTestId('result-count')).toHaveTextContent('51 produits');
    expect(screen.getAllByTestId('product-card')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus de produits' }));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(3));
    expect(calls.map((c) => c.body)).toEqual([{ category: 'radiateurs', sort: 'name', page: 2, pageSize: 48 }]);
    // 'a' is already on the static page: not shown twice; the engine has no page 3: no more button
    expect(screen.getAllByRole('link', { name: 'Produit a' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Afficher plus de produits' })).toBeNull();
  });

  it('says so when the next page cannot be loaded, and tries again on the next click', async () => {
    let fail = true;
    fakeApi({ 'POST /product/query': () => (fail ? { status: 502, body: {} } : { status: 200, body: page2([summary('b')], 2) }) });
    renderWithProviders(<ProductListing firstPage={[card('a')]} totalCount={2} category="chauffe-eau" />);
    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus de produits' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Les produits suivants n’ont pas pu être chargés. Réessayez.');
    expect(screen.getAllByTestId('product-card')).toHaveLength(1);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus de produits' }));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
