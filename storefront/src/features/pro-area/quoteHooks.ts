/**
 * React-query side of the pro's quotes: the own list (GET /api/quotes), one quote by its ref (GET /api/quotes/{ref}),
 * and the pro's actions, each answering the quote that replaces the cached one. Loading a quote is a cart call: the answer
 * replaces the session's cart and the drawer opens on it.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiQuote, ApiQuoteList } from '@shop/shared';
import { shopApi } from '../../lib/api/endpoints';
import { quotesApi } from '../../lib/api/quotes';
import { cartDrawer } from '../cart/drawerState';
import { sessionReady } from '../session/queryClient';
import { storeCart } from '../session/useSession';

/** Per account: another login on the same visit never sees the previous pro's quotes. */
export const myQuotesKey = (email: string) => ['pro', 'quotes', email] as const;

export function useMyQuotes(email: string) {
  return useQuery({ queryKey: myQuotesKey(email), queryFn: ({ signal }) => quotesApi.mine(signal), retry: false });
}

const myQuoteKey = (email: string, ref: string) => [...myQuotesKey(email), 'ref', ref] as const;

/** One of the pro's quotes by its ref (22-ABCDEF): GET /api/quotes/{ref}, 404 when it is not the pro's. */
export function useMyQuote(email: string, ref: string) {
  const wanted = ref.trim().toUpperCase();
  return useQuery({ queryKey: myQuoteKey(email, wanted), queryFn: ({ signal }) => quotesApi.get(wanted, signal), retry: false });
}

/** The answer of an action replaces the quote in its page's cache and in the pro's list. */
function replaceQuote(queryClient: QueryClient, email: string, quote: ApiQuote) {
  queryClient.setQueryData(myQuoteKey(email, quote.ref), quote);
  queryClient.setQueryData<ApiQuoteList>(myQuotesKey(email), (old) =>
    old ? { ...old, quotes: old.quotes.map((each) => (each.id === quote.id ? quote : each)) } : old,
  );
}

function useQuoteAction<V>(email: string, call: (variables: V) => Promise<ApiQuote>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: (quote) => replaceQuote(queryClient, email, quote) });
}

export const useCommentQuote = (email: string, ref: string) => useQuoteAction(email, (content: string) => quotesApi.comment(ref, content));
export const useAcceptQuote = (email: string, ref: string) => useQuoteAction(email, (_: void) => quotesApi.acknowledge(ref));
export const useArchiveQuote = (email: string, ref: string) => useQuoteAction(email, (_: void) => quotesApi.archive(ref));

/** PUT /api/cart/quotation {ref}: the cart becomes the quote's lines at the quoted prices; then the drawer opens. */
export function useLoadQuoteInCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ref: string) => {
      await sessionReady();
      return shopApi.loadQuotation(ref);
    },
    onSuccess: (cart) => {
      storeCart(queryClient, cart);
      cartDrawer.open();
    },
  });
}
