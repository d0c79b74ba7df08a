import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiCart } from '@shop/shared';
import { shopApi } from '../../lib/api/endpoints';
import { SESSION_KEY } from './queryClient';
import { EMPTY_SESSION, toSessionState, type SessionState } from './session';

/**
 * React-query side of the session, for the parts loaded on demand (drawer, account): they render under a
 * QueryClientProvider. Reading the session is `useSessionSnapshot()` (sessionStore.ts), the same everywhere.
 */
export { useSessionSnapshot as useSession } from './sessionStore';

/** Section 4.3: a cart answer replaces the whole cart, the rest of the session is kept. */
export function storeCart(queryClient: QueryClient, cart: ApiCart): void {
  queryClient.setQueryData<SessionState>(SESSION_KEY, (old) => ({ ...(old ?? EMPTY_SESSION), cart }));
}

/** Section 4.4: logout clears the user, then the session is verified again (anonymous session and cart). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => shopApi.logout(),
    onSuccess: async (answer) => {
      queryClient.setQueryData(SESSION_KEY, toSessionState(answer));
      await queryClient.refetchQueries({ queryKey: SESSION_KEY });
    },
    // Section 8: a failed logout is only logged; the visitor sees the verified session again.
    onError: async (error) => {
      console.error('[session] logout failed', error);
      await queryClient.refetchQueries({ queryKey: SESSION_KEY });
    },
  });
}
