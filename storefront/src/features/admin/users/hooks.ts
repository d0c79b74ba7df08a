import type { StaffUserUpdate } from '@shop/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEY } from '../shell/useStaffSession';
import { fetchUser, searchUsers, updateUser, type UserSearch } from './api';

const USERS_KEY = [ADMIN_KEY, 'users'] as const;

/** `GET /api/users?search=&page=`; the previous page stays on screen while the next one loads. */
export function useUserSearch(search: UserSearch) {
  return useQuery({
    queryKey: [...USERS_KEY, 'list', search],
    queryFn: ({ signal }) => searchUsers(search, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUser(id: string) {
  return useQuery({ queryKey: [...USERS_KEY, 'detail', id], queryFn: ({ signal }) => fetchUser(id, signal) });
}

/** `PUT /api/users/{id}`: the answer is the new page, put in the cache; the lists are read again. */
export function useUpdateUser(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...USERS_KEY, 'update', id],
    mutationFn: (body: StaffUserUpdate) => updateUser(id, body),
    onSuccess: (detail) => {
      client.setQueryData([...USERS_KEY, 'detail', id], detail);
      void client.invalidateQueries({ queryKey: [...USERS_KEY, 'list'] });
    },
  });
}
