/**
 * The section-7 calls the storefront makes, typed with the shared `/api` types. Components never call these
 * directly: the react-query hooks of each feature do (features/session, features/cart).
 */
import type { ApiCart, ApiSession, ApiSessionProperties } from '@shop/shared';
import { apiRequest } from './client';

/** Body of `PUT /api/cart`: a plain add adds to the line; `fixed` (the drawer's edit) replaces its quantity. */
export type CartLineRequest = { ean: string; quantity: number; fixed?: boolean };

/**
 * Cart calls answer the whole cart (section 4.3: each result replaces the whole cart). Accepting a session-shaped
 * answer too keeps the storefront right if the server ever answers the session instead.
 */
function cartOf(answer: ApiCart | ApiSession): ApiCart {
  return 'products' in answer ? answer : answer.cart;
}

export const shopApi = {
  verifySession: (signal?: AbortSignal) => apiRequest<ApiSession>('/auth', { signal }),
  setSessionProperty: <K extends keyof ApiSessionProperties>(property: K, value: ApiSessionProperties[K]) =>
    apiRequest<ApiSession>('/session', { method: 'PUT', body: { property, value } }),
  logout: () => apiRequest<ApiSession>('/auth', { method: 'DELETE' }),
  putCartLine: async (line: CartLineRequest) => cartOf(await apiRequest<ApiCart | ApiSession>('/cart', { method: 'PUT', body: line })),
  clearCart: async () => cartOf(await apiRequest<ApiCart | ApiSession>('/cart', { method: 'DELETE' })),
  applyVoucher: async (ref: string) => cartOf(await apiRequest<ApiCart | ApiSession>('/cart/voucher', { method: 'PUT', body: { ref } })),
  loadQuotation: async (ref: string) => cartOf(await apiRequest<ApiCart | ApiSession>('/cart/quotation', { method: 'PUT', body: { ref } })),
};
