import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parsePromoInput, type ApiCart } from '@shop/shared';
import { shopApi, type CartLineRequest } from '../../lib/api/endpoints';
import { storeCart } from '../session/useSession';
import { cartMessages } from './messages';

/** Every cart call answers the whole cart, which replaces the session's (section 4.3). */
function useCartMutation<TVariables>(call: (variables: TVariables) => Promise<ApiCart>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (cart) => storeCart(queryClient, cart),
  });
}

/** Drawer: the edit sets the line's quantity (`fixed`), 0 removes it. */
export function useSetLineQuantity() {
  return useCartMutation((line: Omit<CartLineRequest, 'fixed'>) => shopApi.putCartLine({ ...line, fixed: true }));
}

export function useRemoveLine() {
  return useCartMutation((ean: string) => shopApi.putCartLine({ ean, quantity: 0, fixed: true }));
}

export function useClearCart() {
  return useCartMutation(() => shopApi.clearCart());
}

/** Section 5: the promo field takes a quotation number (22-ABCDEF) or a voucher code; each goes its own route. */
export function useApplyPromo() {
  return useCartMutation(async (raw: string) => {
    const input = parsePromoInput(raw);
    if (!input) throw new Error(cartMessages.promoInvalid);
    return input.kind === 'quotation' ? shopApi.loadQuotation(input.code) : shopApi.applyVoucher(input.code);
  });
}
