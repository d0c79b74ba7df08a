import { fireEvent, screen, waitFor } from '@testing-library/react';
import React from 'react';
import { renderWithProviders } from '../../../test/render';
import { isInCategory } from '../../lib/categories';
import type { SearchIndexEntry } from '../../lib/product-card-data';
import { ProductListing } from './ProductListing';
import { resetProductIndexCache } from './useProductIndex';

const entry = (slug: string, path: string): SearchIndexEntry => ({
  slug, title: `Produit ${slug}`, subtitle: null, brand: null, ean: null, priceCents: 1000, stock: 5, cardImage: null, categoryPaths: [path],
});
const index = [entry('a', 'radiateurs/inertie/fonte'), entry('b', 'radiateurs/panneau-rayonnant'), entry('c', 'chauffe-eau'), entry('d', 'radiateurs/inertie/ceramique')];

describe('ProductListing', () => {
  beforeEach(() => {
    resetProductIndexCache();
    global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => index })) as unknown as typeof fetch;
  });

  it("loads the rest of a category's products from the index on 'show more'", async () => {
    const belongs = (p: SearchIndexEntry) => p.categoryPaths.some((path) => isInCategory(path, 'radiateurs'));
    renderWithProviders(<ProductListing firstPage={[index[0]]} totalCount={3} belongs={belongs} />);
    expect(screen.getAllByTestId('product-card')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus de produits' }));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(3));
    expect(screen.queryByText('Produit c')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Afficher plus de produits' })).toBeNull();
  });

  it('says so when the index cannot be loaded', async () => {
    global.fetch = jest.fn(async () => ({ ok: false, status: 500, json: async () => ({}) })) as unknown as typeof fetch;
    renderWithProviders(<ProductListing firstPage={[index[0]]} totalCount={3} />);
    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus de produits' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le catalogue n’a pas pu être chargé. Réessayez plus tard.');
    expect(screen.getAllByTestId('product-card')).toHaveLength(1);
    // a second click retries
    global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => index })) as unknown as typeof fetch;
    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus de produits' }));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(4));
  });
});
