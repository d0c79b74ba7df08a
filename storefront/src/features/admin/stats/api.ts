import type { ApiMerchantCenter, ApiProductSales, ApiSales, ApiSalesPeriod, ApiVisits } from '@shop/shared';
import { apiRequest } from '../../../lib/api/client';

export type StatsRange = { start: string; end: string };

const range = ({ start, end }: StatsRange) => `?${new URLSearchParams({ start, end })}`;

/** The dashboard's statistics (plugins/feeds): any admin. */
export const statsApi = {
  sales: (r: StatsRange, signal?: AbortSignal) => apiRequest<ApiSales>(`/stats/sales${range(r)}`, { signal }),
  topSales: (r: StatsRange, signal?: AbortSignal) => apiRequest<{ products: ApiProductSales[] }>(`/stats/topSales${range(r)}`, { signal }),
  visits: (r: StatsRange, signal?: AbortSignal) => apiRequest<ApiVisits>(`/stats/visit${range(r)}`, { signal }),
  monthly: (signal?: AbortSignal) => apiRequest<{ months: ApiSalesPeriod[] }>('/stats/monthly', { signal }),
  merchantCenter: (signal?: AbortSignal) => apiRequest<ApiMerchantCenter>('/stats/merchant_center', { signal }),
};
