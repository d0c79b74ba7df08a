import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGE_CATEGORIES, type ApiMessageCategory, type ContactMessageInput, type MeMessageInput, type WarrantyInput } from '@shop/shared';
import { ApiRequestError } from '../../lib/api/client';
import { contactApi } from '../../lib/api/contact';

const threadKey = (id: string) => ['contact', 'thread', id] as const;
const MY_MESSAGES_KEY = ['contact', 'mine'] as const;

/**
 * Upload order: the file first (POST /api/files), then the message with its id. An upload refusal (too big, wrong
 * type) is the file field's error.
 */
async function uploadFirst(file: File | null | undefined): Promise<string | undefined> {
  if (!file) return undefined;
  try {
    return (await contactApi.upload(file)).id;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status > 0) throw new ApiRequestError(error.status, error.message, { file: error.message });
    throw error;
  }
}

export function useSendMessage() {
  return useMutation({
    mutationFn: async ({ input, file }: { input: ContactMessageInput; file?: File | null }) =>
      contactApi.send({ ...input, file: await uploadFirst(file) }),
  });
}

const BUILT_CATEGORIES = MESSAGE_CATEGORIES.map(({ value, label, description }): ApiMessageCategory => ({ value, label, description }));

/** The subjects with their explanation: the build's list (static HTML, and if the server cannot answer), then the server's. */
export function useMessageCategories(): ApiMessageCategory[] {
  const query = useQuery({ queryKey: ['contact', 'categories'], queryFn: async () => (await contactApi.categories()).categories });
  return query.data ?? BUILT_CATEGORIES;
}

/** The thread, read with its secret (or as its author); a 404 is final (no retry: a wrong link stays wrong). */
export function useThread(id: string, secret: string) {
  return useQuery({ queryKey: threadKey(id), queryFn: () => contactApi.thread(id, secret), retry: false });
}

/** A reply answers the whole thread: it replaces the cached one. */
export function useReply(id: string, secret: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ content, file }: { content: string; file?: File | null }) =>
      contactApi.reply(id, secret, { content, file: await uploadFirst(file) }),
    onSuccess: (thread) => queryClient.setQueryData(threadKey(id), thread),
  });
}

/** The logged-in customer's threads (GET /api/me/messages). */
export function useMyMessages(enabled = true) {
  return useQuery({ queryKey: MY_MESSAGES_KEY, queryFn: contactApi.myMessages, enabled, retry: false });
}

export function useSendMine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, file }: { input: MeMessageInput; file?: File | null }) =>
      contactApi.sendMine({ ...input, file: await uploadFirst(file) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_MESSAGES_KEY }),
  });
}

export function useRegisterWarranty() {
  return useMutation({ mutationFn: (input: WarrantyInput) => contactApi.registerWarranty(input) });
}
