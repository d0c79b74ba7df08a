import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiQuote } from '@shop/shared';
import { quotesApi, type QuoteAnswerBody, type QuoteListFilters } from '../../../lib/api/quotes';
import { ADMIN_KEY } from '../shell/useStaffSession';
import { EMPTY_FILTERS } from './filters';

const QUOTES_KEY = [ADMIN_KEY, 'quotes'] as const;

export function useQuoteList(filters: QuoteListFilters) {
  return useQuery({
    queryKey: [...QUOTES_KEY, 'list', filters],
    queryFn: ({ signal }) => quotesApi.list(filters, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useStaffQuote(id: string) {
  return useQuery({ queryKey: [...QUOTES_KEY, 'detail', id], queryFn: ({ signal }) => quotesApi.get(id, signal), retry: false });
}

/** Each change answers the quote: it replaces the cached one, and the lists (and the dashboard tile) are read again. */
function useQuoteChange<V>(name: string, id: string, call: (variables: V) => Promise<ApiQuote>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...QUOTES_KEY, name],
    mutationFn: call,
    onSuccess: (quote) => {
      queryClient.setQueryData([...QUOTES_KEY, 'detail', id], quote);
      void queryClient.invalidateQueries({ queryKey: [...QUOTES_KEY, 'list'] });
    },
  });
}

export const useAnswerQuote = (id: string) => useQuoteChange('answer', id, (body: QuoteAnswerBody) => quotesApi.answer(id, body));
export const useStaffComment = (id: string, ref: string) => useQuoteChange('comment', id, (content: string) => quotesApi.comment(ref, content));
export const useStaffArchive = (id: string, ref: string) => useQuoteChange('archive', id, (_: void) => quotesApi.archive(ref));

export function useDeleteQuote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...QUOTES_KEY, 'delete'],
    mutationFn: () => quotesApi.remove(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: [...QUOTES_KEY, 'detail', id] });
      void queryClient.invalidateQueries({ queryKey: [...QUOTES_KEY, 'list'] });
    },
  });
}

/** Dashboard: the requests no one has answered yet. */
export const TO_ANSWER_FILTERS: QuoteListFilters = { ...EMPTY_FILTERS, state: 'requested' };
export const useQuotesToAnswer = () => useQuoteList(TO_ANSWER_FILTERS);
