import type { ApiAdminProduct, ApiAdminProductList } from '@shop/shared';
import { apiRequest } from '../../../lib/api/client';

/** The product desk's calls (plugins/product-desk): grant `dev`. */
export const productsApi = {
  list: (q: string, page: number, signal?: AbortSignal) =>
    apiRequest<ApiAdminProductList>(`/products/?${new URLSearchParams({ ...(q ? { q } : {}), page: String(page) })}`, { signal }),
  get: (id: string, signal?: AbortSignal) => apiRequest<ApiAdminProduct>(`/products/${encodeURIComponent(id)}`, { signal }),
  create: (body: unknown) => apiRequest<ApiAdminProduct>('/products/', { method: 'PUT', body }),
  update: (id: string, body: unknown) => apiRequest<ApiAdminProduct>(`/products/${encodeURIComponent(id)}`, { method: 'PUT', body }),
  remove: (id: string) => apiRequest<{ id: string; deleted: true }>(`/products/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};
