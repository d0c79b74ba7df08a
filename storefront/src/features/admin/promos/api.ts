import type { ApiPromo, ApiPromoList } from '@shop/shared';
import { apiRequest } from '../../../lib/api/client';

/** The promo desk's calls (plugins/promos): grant `promo`. */
export const promosApi = {
  list: (search: string, page: number, signal?: AbortSignal) =>
    apiRequest<ApiPromoList>(`/promos?${new URLSearchParams({ ...(search ? { search } : {}), page: String(page) })}`, { signal }),
  create: (body: unknown) => apiRequest<ApiPromo>('/promos', { method: 'POST', body }),
  update: (id: string, body: unknown) => apiRequest<ApiPromo>(`/promos/${encodeURIComponent(id)}`, { method: 'PUT', body }),
  remove: (id: string) => apiRequest<{ id: string; deleted: true }>(`/promos/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};
