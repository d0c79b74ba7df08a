import { useMutation, useQuery } from '@tanstack/react-query';
import type { OrderLookupInput } from '@shop/shared';
import { ordersApi } from '../../lib/api/orders';

/** POST /api/order/query: found → the order (with its token); else the spec's not-found text. */
export function useOrderLookup() {
  return useMutation({ mutationFn: (input: OrderLookupInput) => ordersApi.lookup(input) });
}

/** GET /api/order/{number}?security=: read once, not retried (a wrong token stays wrong). */
export function useOrderDetail(orderNumber: string | null, security: string | null) {
  return useQuery({
    queryKey: ['order', orderNumber, security],
    queryFn: () => ordersApi.detail(orderNumber as string, security as string),
    enabled: Boolean(orderNumber && security),
    retry: false,
    staleTime: 30_000,
  });
}
