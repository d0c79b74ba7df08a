import type { QuickResponse } from '@shop/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEY } from '../shell/useStaffSession';
import { fetchQuickAnswers, fetchThread, listThreads, saveQuickAnswers, sendAnswer, type StaffAnswer, type ThreadSearch } from './api';

const MESSAGES_KEY = [ADMIN_KEY, 'messages'] as const;
const QUICK_KEY = [...MESSAGES_KEY, 'quick-answers'] as const;

export function useThreads(search: ThreadSearch) {
  return useQuery({
    queryKey: [...MESSAGES_KEY, 'list', search],
    queryFn: ({ signal }) => listThreads(search, signal),
    placeholderData: keepPreviousData,
  });
}

/** The dashboard's figure: threads waiting for an answer (state `new`). */
export function useUnansweredCount() {
  return useThreads({ page: 1, filters: ['new'], search: '' });
}

export function useThread(id: string) {
  return useQuery({ queryKey: [...MESSAGES_KEY, 'thread', id], queryFn: ({ signal }) => fetchThread(id, signal) });
}

/** The answer's result is the thread itself, put in the cache; the lists and the tile are read again. */
export function useSendAnswer(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...MESSAGES_KEY, 'answer', id],
    mutationFn: (answer: Omit<StaffAnswer, 'id'>) => sendAnswer({ ...answer, id }),
    onSuccess: (thread) => {
      client.setQueryData([...MESSAGES_KEY, 'thread', id], thread);
      void client.invalidateQueries({ queryKey: [...MESSAGES_KEY, 'list'] });
    },
  });
}

/** The quick answers of the guide tagged 'messages' (the admin layout's "quick answers" of spec 7). */
export function useQuickAnswers() {
  return useQuery({ queryKey: QUICK_KEY, queryFn: ({ signal }) => fetchQuickAnswers(signal), staleTime: 60_000 });
}

export function useSaveQuickAnswers() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...QUICK_KEY, 'save'],
    mutationFn: (list: QuickResponse[]) => saveQuickAnswers(list),
    onSuccess: (guide) => client.setQueryData(QUICK_KEY, guide),
  });
}
