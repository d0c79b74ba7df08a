import { screen, waitFor } from '@testing-library/react';
import type { ApiProductQueryAnswer } from '@shop/shared';
import React from 'react';
import { fakeApi, renderWithApi } from '../../lib/api/fakeApi';
import SearchScreen from './SearchScreen';

// The checks of the URL's filters (zod) are loaded once per visit, by the first URL that has a filter: this file's
// one test is that first URL (each test file has modules of its own).

const nothing: ApiProductQueryAnswer = { products: [], total: 0, page: 1, pageSize: 48, facets: { category: [], brand: [], type: [], power: [], price: null } };

describe('the search screen on a shared link with filters', () => {
  it('searches once, with the filters, after their checks have loaded', async () => {
    const { calls } = fakeApi({ 'POST /product/query': () => ({ status: 200, body: nothing }) });
    renderWithApi(<SearchScreen search="?q=fonte&brand=Calorem&inStock=1" firstPage={[]} catalogueTotal={73} />);
    expect(await screen.findByTestId('no-result')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retirer le filtre Calorem' })).toHaveAttribute('href', '/products/?q=fonte&inStock=1');
    await waitFor(() => expect(screen.getByTestId('search-results')).toHaveAttribute('data-state', 'ready'));
    const searches = calls.filter((call) => call.path === '/product/query').map((call) => call.body);
    expect(searches).toEqual([{ q: 'fonte', brand: ['Calorem'], inStock: true, sort: 'relevance', page: 1, pageSize: 48 }]);
  });
});
