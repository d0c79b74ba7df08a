/** Contact and warranty calls of section 7 (POST/GET/PUT /api/messages, POST /api/waranty), typed with the shared answers. */
import type {
  ApiMessageCategory,
  ApiMessageSent,
  ApiMessageThread,
  ApiWarrantyRegistered,
  ContactMessageInput,
  MessageReplyInput,
  WarrantyInput,
} from '@shop/shared';
import { apiRequest } from './client';

const threadPath = (id: string, secret: string) => `/messages/${encodeURIComponent(id)}?secret=${encodeURIComponent(secret)}`;

export const contactApi = {
  /** POST /api/messages: a new thread; its link is e-mailed. */
  send: (body: ContactMessageInput) => apiRequest<ApiMessageSent>('/messages', { method: 'POST', body }),
  categories: () => apiRequest<{ categories: ApiMessageCategory[] }>('/messages/categories'),
  /** GET /api/messages/{id}?secret=: only with the thread's secret (404 otherwise). */
  thread: (id: string, secret: string) => apiRequest<ApiMessageThread>(threadPath(id, secret)),
  reply: (id: string, secret: string, body: MessageReplyInput) =>
    apiRequest<ApiMessageThread>(threadPath(id, secret), { method: 'PUT', body }),
  /** POST /api/waranty (the spec's spelling). */
  registerWarranty: (body: WarrantyInput) => apiRequest<ApiWarrantyRegistered>('/waranty', { method: 'POST', body }),
};
