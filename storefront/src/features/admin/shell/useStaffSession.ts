import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiRequestError } from '../../../lib/api/client';
import { SESSION_KEY, sessionQuery } from '../../session/queryClient';

/** Query and mutation keys of the back-office start with this: the shell watches their refusals. */
export const ADMIN_KEY = 'admin';

const isRefusal = (error: unknown) => error instanceof ApiRequestError && (error.status === 401 || error.status === 403);

/**
 * The session as the server verified it (spec 4.4: isAdmin and grants come with it), shared with the shop's header.
 * While a screen is open the server may end the session or take a grant back: a back-office call refused with 401
 * or 403 verifies the session again, so the gate shows the login form or 'Accès refusé!' instead of a dead screen.
 */
export function useStaffSession() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const reverify = () => void queryClient.refetchQueries({ queryKey: SESSION_KEY });
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (event.query.queryKey[0] === ADMIN_KEY && isRefusal(event.action.error)) reverify();
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (event.mutation.options.mutationKey?.[0] === ADMIN_KEY && isRefusal(event.action.error)) reverify();
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
  return useQuery(sessionQuery);
}
