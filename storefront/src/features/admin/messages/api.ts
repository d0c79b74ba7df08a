/** Calls of the message desk (staff side of `/api/messages`, `/api/guide/messages`, grant `messages`). */
import type { ApiGuide, ApiStaffThread, ApiThreadList, QuickResponse, ThreadState } from '@shop/shared';
import { apiRequest, apiUpload } from '../../../lib/api/client';

export type ThreadSearch = { page: number; filters: ThreadState[]; search: string };

export function listThreads({ page, filters, search }: ThreadSearch, signal?: AbortSignal): Promise<ApiThreadList> {
  const query = new URLSearchParams({ page: String(page) });
  if (filters.length) query.set('filters', filters.join(','));
  if (search) query.set('search', search);
  return apiRequest<ApiThreadList>(`/messages?${query}`, { signal });
}

/** Without a secret: the staff view (state, customer, linked order). */
export function fetchThread(id: string, signal?: AbortSignal): Promise<ApiStaffThread> {
  return apiRequest<ApiStaffThread>(`/messages/${encodeURIComponent(id)}`, { signal });
}

export type StaffAnswer = { id: string; type: 'answer' | 'close'; value: string; email: string; file: File | null };

/** `PUT /api/messages/`: multipart when a file goes along (stored with the answer, once), JSON otherwise. */
export function sendAnswer({ id, type, value, email, file }: StaffAnswer): Promise<ApiStaffThread> {
  if (!file) return apiRequest<ApiStaffThread>('/messages/', { method: 'PUT', body: { id, type, value, email } });
  const form = new FormData();
  form.set('id', id);
  form.set('type', type);
  form.set('value', value);
  form.set('email', email);
  form.set('file', file);
  return apiUpload<ApiStaffThread>('/messages/', form, 'PUT');
}

export function fetchQuickAnswers(signal?: AbortSignal): Promise<ApiGuide> {
  return apiRequest<ApiGuide>('/guide/messages', { signal });
}

export function saveQuickAnswers(quickResponses: QuickResponse[]): Promise<ApiGuide> {
  return apiRequest<ApiGuide>('/guide/messages', { method: 'PUT', body: { content: { quickResponses } } });
}

/** Staff download an attachment without the thread's secret (their session and grant open it). */
export const attachmentHref = (threadId: string, fileId: string) =>
  `/api/messages/${encodeURIComponent(threadId)}/file/${encodeURIComponent(fileId)}`;
