/** Contact and warranty calls of section 7 (POST/GET/PUT /api/messages, POST /api/files, /api/me/messages, POST /api/waranty). */
import type {
  ApiAttachment,
  ApiMessageCategory,
  ApiMessageLookupSent,
  ApiMessageSent,
  ApiMessageThread,
  ApiMyMessages,
  ApiWarrantyRegistered,
  ContactMessageInput,
  MeMessageInput,
  MessageLookupInput,
  MessageReplyInput,
  WarrantyInput,
} from '@shop/shared';
import { apiRequest, apiUpload, API_BASE } from './client';

/** The thread's path; without a secret the server lets only the logged-in customer who wrote it in. */
const threadPath = (id: string, secret: string, tail = '') =>
  `/messages/${encodeURIComponent(id)}${tail}${secret ? `?secret=${encodeURIComponent(secret)}` : ''}`;

export const contactApi = {
  /** POST /api/messages: a new thread; its link is e-mailed. `file`: an id from `upload`. */
  send: (body: ContactMessageInput) => apiRequest<ApiMessageSent>('/messages', { method: 'POST', body }),
  categories: () => apiRequest<{ categories: ApiMessageCategory[] }>('/messages/categories'),
  /** GET /api/messages/{id}?secret=: only with the thread's secret, or as the customer who wrote it (404 otherwise). */
  thread: (id: string, secret: string) => apiRequest<ApiMessageThread>(threadPath(id, secret)),
  reply: (id: string, secret: string, body: MessageReplyInput) =>
    apiRequest<ApiMessageThread>(threadPath(id, secret), { method: 'PUT', body }),
  /** Where an attachment downloads (a plain link: the browser sends the session cookie itself). */
  fileUrl: (id: string, secret: string, fileId: string) => `${API_BASE}${threadPath(id, secret, `/file/${encodeURIComponent(fileId)}`)}`,
  /** POST /api/files (multipart `file`): uploaded before the message that carries its id. */
  upload: (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return apiUpload<ApiAttachment>('/files', form);
  },
  /** GET /api/me/messages: the logged-in customer's threads. */
  myMessages: () => apiRequest<ApiMyMessages>('/me/messages'),
  /** PUT /api/me/messages: a new message in the customer's feed. */
  sendMine: (body: MeMessageInput) => apiRequest<ApiMessageThread>('/me/messages', { method: 'PUT', body }),
  /** POST /api/messages/lookup: the links are e-mailed; the answer is the same either way. */
  lookup: (body: MessageLookupInput) => apiRequest<ApiMessageLookupSent>('/messages/lookup', { method: 'POST', body }),
  /** POST /api/waranty (the spec's spelling). */
  registerWarranty: (body: WarrantyInput) => apiRequest<ApiWarrantyRegistered>('/waranty', { method: 'POST', body }),
};
