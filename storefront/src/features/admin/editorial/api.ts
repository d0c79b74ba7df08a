import type { ApiArticleList, ApiCmsPage, ApiStaffArticle } from '@shop/shared';
import { apiRequest } from '../../../lib/api/client';

/**
 * The editorial calls (plugins/editorial): articles (grant `blog`; the editor's reads carry the CMS's categories), CMS
 * pages of /api/guide/{tag} (grant `legal`).
 */
export const editorialApi = {
  articles: (q: string, page: number, signal?: AbortSignal) =>
    apiRequest<ApiArticleList>(`/article?${new URLSearchParams({ mode: 'all', page: String(page), ...(q ? { q } : {}) })}`, { signal }),
  article: (id: string, signal?: AbortSignal) => apiRequest<ApiStaffArticle>(`/articles/${encodeURIComponent(id)}`, { signal }),
  createArticle: () => apiRequest<ApiStaffArticle>('/article/', { method: 'POST', body: {} }),
  updateArticle: (id: string, body: unknown) => apiRequest<ApiStaffArticle>(`/article/${encodeURIComponent(id)}`, { method: 'PUT', body }),
  deleteArticle: (id: string) => apiRequest<{ id: string; deleted: true }>(`/article/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  page: (tag: string, signal?: AbortSignal) => apiRequest<ApiCmsPage>(`/guide/${encodeURIComponent(tag)}`, { signal }),
  savePage: (tag: string, body: unknown) => apiRequest<ApiCmsPage>(`/guide/${encodeURIComponent(tag)}`, { method: 'PUT', body }),
};
