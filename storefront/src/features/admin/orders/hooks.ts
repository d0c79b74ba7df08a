import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiAdminOrderDetail, OrderStateChangeInput } from '@shop/shared';
import { ADMIN_KEY } from '../shell/useStaffSession';
import { ordersApi } from './api';
import { EMPTY_FILTERS, type ListFilters } from './format';

const ORDERS_KEY = [ADMIN_KEY, 'orders'] as const;

export function useOrderList(filters: ListFilters) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'list', filters],
    queryFn: ({ signal }) => ordersApi.list(filters, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useOrder(orderNumber: string) {
  return useQuery({ queryKey: [...ORDERS_KEY, 'detail', orderNumber], queryFn: ({ signal }) => ordersApi.detail(orderNumber, signal), retry: false });
}

/** Each change answers the order's new detail: it replaces the cached one, and the lists are read again. */
function useOrderChange<V>(name: string, orderNumber: string, call: (variables: V) => Promise<ApiAdminOrderDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...ORDERS_KEY, name],
    mutationFn: call,
    onSuccess: (detail) => {
      queryClient.setQueryData([...ORDERS_KEY, 'detail', orderNumber], detail);
      void queryClient.invalidateQueries({ queryKey: [...ORDERS_KEY, 'list'] });
    },
  });
}

export const useChangeState = (orderNumber: string) =>
  useOrderChange('state', orderNumber, (body: OrderStateChangeInput) => ordersApi.changeState(orderNumber, body));

export const useRefund = (orderNumber: string) =>
  useOrderChange('refund', orderNumber, (body: { amount: number; reason: string }) => ordersApi.refund(orderNumber, body));

export const useComment = (orderNumber: string) => useOrderChange('comment', orderNumber, (content: string) => ordersApi.comment(orderNumber, content));

export function useImportDeliveries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...ORDERS_KEY, 'import'],
    mutationFn: (file: File) => ordersApi.importDeliveries(file),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}

/** Dashboard: paid orders not sent yet (PAYED, READY) — what the desk handles today. */
export const TO_HANDLE_FILTERS: ListFilters = { ...EMPTY_FILTERS, state: 'PAYED,READY' };
export const LATE_FILTERS: ListFilters = { ...EMPTY_FILTERS, late: true };
export const useOrdersToHandle = () => useOrderList(TO_HANDLE_FILTERS);
export const useLateOrders = () => useOrderList(LATE_FILTERS);
