import { QueryClient } from '@tanstack/react-query';
import { shopApi } from '../../lib/api/endpoints';
import { toSessionState, type SessionState } from './session';
import { sessionStore } from './sessionStore';

/** Cache key of the session (user + cart + extras): every session and cart answer lands here. */
export const SESSION_KEY = ['session'] as const;

export const sessionQuery = {
  queryKey: SESSION_KEY,
  queryFn: async ({ signal }: { signal?: AbortSignal }) => toSessionState(await shopApi.verifySession(signal)),
};

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      // The session is verified once at start (4.4); answers of later calls replace it, no polling.
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: 1 },
      // A cart change must not be sent twice behind the visitor's back.
      mutations: { retry: false },
    },
  });
  // The header reads the session through sessionStore: keep it equal to the cache.
  client.getQueryCache().subscribe((event) => {
    if (event.query.queryKey[0] !== SESSION_KEY[0]) return;
    const data = event.query.state.data as SessionState | undefined;
    if (data) sessionStore.set(data, true);
  });
  return client;
}

let browserClient: QueryClient | undefined;

/** One client for the browser's whole visit (pages come and go, the session stays). */
export function getQueryClient(): QueryClient {
  browserClient ??= createQueryClient();
  return browserClient;
}

/** Tests: a fresh cache per test. */
export function setQueryClient(client: QueryClient): void {
  browserClient = client;
}

/**
 * A call that changes the session must wait for the first verification: sent without the session cookie, it would
 * open a second session whose cookie the verification's answer then overwrites (the change would be lost).
 */
export async function sessionReady(): Promise<void> {
  await getQueryClient()
    .fetchQuery(sessionQuery)
    .catch(() => undefined);
}

/** Section 4.4: on start the session is verified (once per visit; later answers replace it). */
export function verifySession(): Promise<unknown> {
  return getQueryClient().fetchQuery(sessionQuery).catch((error) => {
    console.error('[session] the session could not be verified', error);
  });
}
