import type {
  ApiHistoryPage,
  ApiReferencePage,
  ApiTodoDetail,
  ApiTodoList,
  ApiVersion,
  ApiVersionList,
  TodoFilters,
} from '@shop/shared';
import { apiRequest, apiUpload } from '../../../lib/api/client';

/** The developers' desk calls (plugins/dev-desk): todos and versions need `dev`, history and references every grant. */
export const devDeskApi = {
  todos: (filters: TodoFilters, page: number, signal?: AbortSignal) =>
    apiRequest<ApiTodoList>(`/todos?${new URLSearchParams({ filters: JSON.stringify(filters), page: String(page) })}`, { signal }),
  todo: (id: string, signal?: AbortSignal) => apiRequest<ApiTodoDetail>(`/todos/${encodeURIComponent(id)}`, { signal }),
  createTodo: (body: unknown) => apiRequest<ApiTodoDetail>('/todos/', { method: 'POST', body }),
  updateTodo: (id: string, body: unknown) => apiRequest<ApiTodoDetail>(`/todos/${encodeURIComponent(id)}`, { method: 'PUT', body }),
  /** `PUT /api/todos/comment/{id}` multipart (content, file), as spec 7 says. */
  commentTodo: (id: string, content: string, file: File | null) => {
    const form = new FormData();
    form.set('content', content);
    if (file) form.set('file', file);
    return apiUpload<ApiTodoDetail>(`/todos/comment/${encodeURIComponent(id)}`, form, 'PUT');
  },
  fileUrl: (todoId: string, commentId: string) => `/api/todos/${encodeURIComponent(todoId)}/file/${encodeURIComponent(commentId)}`,
  versions: (signal?: AbortSignal) => apiRequest<ApiVersionList>('/versions', { signal }),
  commentVersion: (id: string, comments: string) => apiRequest<ApiVersion>(`/versions/${encodeURIComponent(id)}`, { method: 'PUT', body: { comments } }),
  history: (kind: string, page: number, signal?: AbortSignal) =>
    apiRequest<ApiHistoryPage>(`/admin/history?${new URLSearchParams({ ...(kind ? { kind } : {}), page: String(page) })}`, { signal }),
  references: (search: string, page: number, signal?: AbortSignal) =>
    apiRequest<ApiReferencePage>(`/admin/references?${new URLSearchParams({ ...(search ? { search } : {}), page: String(page) })}`, { signal }),
};
