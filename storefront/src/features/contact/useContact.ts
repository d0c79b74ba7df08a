import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactMessageInput, WarrantyInput } from '@shop/shared';
import { contactApi } from '../../lib/api/contact';

const threadKey = (id: string) => ['contact', 'thread', id] as const;

export function useSendMessage() {
  return useMutation({ mutationFn: (input: ContactMessageInput) => contactApi.send(input) });
}

/** The thread, read with its secret; a 404 is final (no retry: a wrong link stays wrong). */
export function useThread(id: string, secret: string) {
  return useQuery({ queryKey: threadKey(id), queryFn: () => contactApi.thread(id, secret), retry: false });
}

/** A reply answers the whole thread: it replaces the cached one. */
export function useReply(id: string, secret: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => contactApi.reply(id, secret, { content }),
    onSuccess: (thread) => queryClient.setQueryData(threadKey(id), thread),
  });
}

export function useRegisterWarranty() {
  return useMutation({ mutationFn: (input: WarrantyInput) => contactApi.registerWarranty(input) });
}
