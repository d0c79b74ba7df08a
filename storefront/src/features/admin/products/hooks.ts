import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEY } from '../shell/useStaffSession';
import { productsApi } from './api';

const PRODUCTS_KEY = [ADMIN_KEY, 'products'] as const;

export function useProducts(q: string, page: number) {
  return useQuery({
    queryKey: [...PRODUCTS_KEY, 'list', { q, page }],
    queryFn: ({ signal }) => productsApi.list(q, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useProduct(id: string) {
  return useQuery({ queryKey: [...PRODUCTS_KEY, 'one', id], queryFn: ({ signal }) => productsApi.get(id, signal) });
}

/** Creation (no id) or change (id); the desk's lists and the product are read again afterwards. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...PRODUCTS_KEY, 'save'],
    mutationFn: ({ id, body }: { id: string | null; body: unknown }) => (id ? productsApi.update(id, body) : productsApi.create(body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY }),
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...PRODUCTS_KEY, 'delete'],
    mutationFn: (id: string) => productsApi.remove(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY }),
  });
}
