/** Newsletter call of section 7 (PUT /api/newsletter/unsubscribe/{id}), typed with the shared answer. */
import type { ApiNewsletterUnsubscribed } from '@shop/shared';
import { apiRequest } from './client';

export const newsletterApi = {
  /** `token` is the `{id}` of the e-mailed link /unsubscribe/{id}; no login needed (the link is the proof). */
  unsubscribe: (token: string) =>
    apiRequest<ApiNewsletterUnsubscribed>(`/newsletter/unsubscribe/${encodeURIComponent(token)}`, { method: 'PUT' }),
};
