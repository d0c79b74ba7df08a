import type { ApiFaq, ApiLanding } from '@shop/shared';
import { apiRequest } from '../../../lib/api/client';

/** The F.A.Q. (grant `faq`) and homepage (grant `home`) through /api/guide/{tag} (plugins/editorial). */
export const faqLandingApi = {
  faq: (signal?: AbortSignal) => apiRequest<ApiFaq>('/guide/faq', { signal }),
  saveFaq: (body: unknown) => apiRequest<ApiFaq>('/guide/faq', { method: 'PUT', body }),
  landing: (signal?: AbortSignal) => apiRequest<ApiLanding>('/guide/landing', { signal }),
  saveLanding: (body: unknown) => apiRequest<ApiLanding>('/guide/landing', { method: 'PUT', body }),
};
