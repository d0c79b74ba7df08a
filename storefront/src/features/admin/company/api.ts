import type { ApiCompanyIdentity } from '@shop/shared';
import { apiRequest } from '../../../lib/api/client';

/** The company identity (plugins/company): read by anyone, written with grant `legal`. */
export const companyApi = {
  identity: (signal?: AbortSignal) => apiRequest<ApiCompanyIdentity>('/guide/societe', { signal }),
  save: (content: unknown) => apiRequest<ApiCompanyIdentity>('/guide/societe', { method: 'PUT', body: { content } }),
};
