/** Order tracking calls of section 7 (`/order/status`, `/order/details`), typed with the shared answer types. */
import type { ApiOrder, ApiOrderDetail, OrderLookupInput } from '@shop/shared';
import { apiRequest } from './client';

export const ordersApi = {
  /** POST /api/order/query {email, order}: the order when the e-mail is the buyer's, else 404 with the spec's text. */
  lookup: (body: OrderLookupInput) => apiRequest<ApiOrder>('/order/query', { method: 'POST', body }),
  /** GET /api/order/{number}?security=: the detail, only with the order's secret token. */
  detail: (orderNumber: string, security: string) =>
    apiRequest<ApiOrderDetail>(`/order/${encodeURIComponent(orderNumber)}?security=${encodeURIComponent(security)}`),
};
