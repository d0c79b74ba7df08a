/**
 * Session changes made from the always-present parts of the page (cookie alert), loaded on demand with the cache.
 */
import type { ApiSessionProperties } from '@shop/shared';
import { shopApi } from '../../lib/api/endpoints';
import { getQueryClient, SESSION_KEY, sessionReady } from './queryClient';
import { toSessionState } from './session';

/** PUT /api/session {property, value}; the answer is the whole session and replaces it (section 7). */
export async function saveSessionProperty<K extends keyof ApiSessionProperties>(property: K, value: ApiSessionProperties[K]): Promise<void> {
  await sessionReady();
  const answer = await shopApi.setSessionProperty(property, value);
  getQueryClient().setQueryData(SESSION_KEY, toSessionState(answer));
}
