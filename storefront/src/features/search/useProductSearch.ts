import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { productsApi } from '../../lib/api/products';
import { SEARCH_PAGE_SIZE, toProductQuery, type SearchState } from './searchState';

export const PRODUCT_SEARCH_KEY = 'product-search';

/**
 * POST /api/product/query for the URL's state. While the next answer loads the previous one stays on
 * screen (keepPreviousData), so a filter click never blanks the grid. Not retried behind the visitor's
 * back: the error state offers "Réessayer". `pageSize` 1 asks only for the counts (plain catalogue). Not `enabled`:
 * nothing is asked yet (the URL's filters are not read yet).
 */
export function useProductSearch(state: SearchState, pageSize: number = SEARCH_PAGE_SIZE, enabled = true) {
  const body = toProductQuery(state, pageSize);
  return useQuery({
    queryKey: [PRODUCT_SEARCH_KEY, body],
    queryFn: ({ signal }) => productsApi.query(body, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
    enabled,
  });
}
