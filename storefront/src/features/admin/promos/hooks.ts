import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEY } from '../shell/useStaffSession';
import { promosApi } from './api';

const PROMOS_KEY = [ADMIN_KEY, 'promos'] as const;

export function usePromos(search: string, page: number) {
  return useQuery({
    queryKey: [...PROMOS_KEY, 'list', { search, page }],
    queryFn: ({ signal }) => promosApi.list(search, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** Creation (no id) or change (id): the list is read again afterwards. */
export function useSavePromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...PROMOS_KEY, 'save'],
    mutationFn: ({ id, body }: { id: string | null; body: unknown }) => (id ? promosApi.update(id, body) : promosApi.create(body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROMOS_KEY }),
  });
}

export function useDeletePromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...PROMOS_KEY, 'delete'],
    mutationFn: (id: string) => promosApi.remove(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROMOS_KEY }),
  });
}
