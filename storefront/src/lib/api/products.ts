/** Catalogue calls of section 7 the storefront makes at run time, typed with the shared `/api` types. */
import type { ApiProductQueryAnswer, ProductQueryInput } from '@shop/shared';
import { apiRequest } from './client';

export const productsApi = {
  /**
   * POST /api/product/query: a page of the catalogue for a text and filters, with the facet counts.
   * The server validates the body (productQuerySchema) and answers a French 400 when it is wrong.
   */
  query: (body: ProductQueryInput, signal?: AbortSignal) =>
    apiRequest<ApiProductQueryAnswer>('/product/query', { method: 'POST', body, signal }),
};
