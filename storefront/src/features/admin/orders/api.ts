import type { ApiAdminOrderDetail, ApiAdminOrderList, ApiDeliveryImportResult, OrderStateChangeInput } from '@shop/shared';
import { API_BASE, apiRequest, apiUpload } from '../../../lib/api/client';
import { searchOfFilters, type ListFilters } from './format';

const ref = (orderNumber: string) => encodeURIComponent(orderNumber);

/** The staff order calls of @shop/order-desk (grant `orders`; 401/403 from the server otherwise). */
export const ordersApi = {
  list: (filters: ListFilters, signal?: AbortSignal) => apiRequest<ApiAdminOrderList>(`/order${searchOfFilters(filters)}`, { signal }),
  detail: (orderNumber: string, signal?: AbortSignal) => apiRequest<ApiAdminOrderDetail>(`/admin/order/${ref(orderNumber)}`, { signal }),
  changeState: (orderNumber: string, body: OrderStateChangeInput) =>
    apiRequest<ApiAdminOrderDetail>(`/order/${ref(orderNumber)}`, { method: 'PUT', body }),
  refund: (orderNumber: string, body: { amount: number; reason: string }) =>
    apiRequest<ApiAdminOrderDetail>(`/order/refund/${ref(orderNumber)}`, { method: 'POST', body }),
  comment: (orderNumber: string, content: string) =>
    apiRequest<ApiAdminOrderDetail>(`/order/comments/${ref(orderNumber)}`, { method: 'POST', body: { content } }),
  importDeliveries: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return apiUpload<ApiDeliveryImportResult>('/order/sent', form, 'PUT');
  },
  /** A plain link: the browser downloads the file with the session cookie (same origin). */
  downloadUrl: (start: string, end: string) => `${API_BASE}/order/download?${new URLSearchParams({ start, end }).toString()}`,
};
