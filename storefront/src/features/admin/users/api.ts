/** Calls of the customer desk (`/api/users`, grant `users`), typed with the shared answers. */
import type { ApiUserDetail, ApiUserList, StaffUserUpdate } from '@shop/shared';
import { apiRequest } from '../../../lib/api/client';

export type UserSearch = { search: string; page: number };

export function searchUsers({ search, page }: UserSearch, signal?: AbortSignal): Promise<ApiUserList> {
  const query = new URLSearchParams({ page: String(page) });
  if (search) query.set('search', search);
  return apiRequest<ApiUserList>(`/users?${query}`, { signal });
}

export function fetchUser(id: string, signal?: AbortSignal): Promise<ApiUserDetail> {
  return apiRequest<ApiUserDetail>(`/users/${encodeURIComponent(id)}`, { signal });
}

export function updateUser(id: string, body: StaffUserUpdate): Promise<ApiUserDetail> {
  return apiRequest<ApiUserDetail>(`/users/${encodeURIComponent(id)}`, { method: 'PUT', body });
}
