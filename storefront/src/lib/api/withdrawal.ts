/** The withdrawal function's calls (plugins/withdrawal), typed with the shared answer types. */
import type { ApiWithdrawal, ApiWithdrawalStatus, WithdrawalRequestInput } from '@shop/shared';
import { apiRequest } from './client';

export const withdrawalApi = {
  /** POST /api/withdrawal: recorded and acknowledged by e-mail (201), or the French reason of the refusal. */
  declare: (body: WithdrawalRequestInput) => apiRequest<{ withdrawal: ApiWithdrawal }>('/withdrawal', { method: 'POST', body }),
  /** GET /api/withdrawal/{number}?security=: with the order's secret, or for its logged-in owner. */
  status: (orderNumber: string, security: string) =>
    apiRequest<ApiWithdrawalStatus>(`/withdrawal/${encodeURIComponent(orderNumber)}?security=${encodeURIComponent(security)}`),
};
