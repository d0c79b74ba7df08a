import type { ApiNewsletterCampaign, ApiNewsletterCampaignList, ApiNewsletterPreview, ApiNewsletterTestSent } from '@shop/shared';
import { apiRequest } from '../../../lib/api/client';

/** The newsletter calls (plugins/newsletter-campaigns): grant `newsletter`. */
export const newslettersApi = {
  list: (page: number, signal?: AbortSignal) => apiRequest<ApiNewsletterCampaignList>(`/newsletter?page=${page}`, { signal }),
  get: (id: string, signal?: AbortSignal) => apiRequest<ApiNewsletterCampaign>(`/newsletter/${encodeURIComponent(id)}`, { signal }),
  preview: (body: object) => apiRequest<ApiNewsletterPreview>('/newsletter/', { method: 'POST', body: { ...body, mode: 'preview' } }),
  test: (body: object) => apiRequest<ApiNewsletterTestSent>('/newsletter/', { method: 'POST', body: { ...body, mode: 'test' } }),
  send: (body: object) => apiRequest<ApiNewsletterCampaign>('/newsletter/', { method: 'POST', body: { ...body, mode: 'send' } }),
};
