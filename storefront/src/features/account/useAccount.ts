import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiSession, ChangePasswordInput, ForgotPasswordInput, LoginInput, PersonalDataInput, ResetPasswordInput, SignupRequest } from '@shop/shared';
import { useEffect } from 'react';
import { accountApi } from '../../lib/api/account';
import { ApiRequestError } from '../../lib/api/client';
import { SESSION_KEY, sessionQuery, sessionReady } from '../session/queryClient';
import { toSessionState } from '../session/session';

/**
 * React-query side of the account screens. Login, sign-up and the personal-data form answer the whole session: it
 * replaces the cached one (section 4.4), so the header shows the e-mail at once, without a second call.
 */

/** Orders are cached per account: another login on the same visit never sees the previous customer's list. */
const ordersKey = (email: string) => ['account', 'orders', email] as const;

function storeSession(queryClient: QueryClient, answer: ApiSession): void {
  queryClient.setQueryData(SESSION_KEY, toSessionState(answer));
  queryClient.removeQueries({ queryKey: ['account', 'orders'] });
}

/**
 * The session as verified by the server, for the screens that depend on who is logged in (guard of /me). Shares
 * the header's query: verified once per visit, and only fetched here when no one has fetched it yet.
 */
export function useVerifiedSession() {
  return useQuery(sessionQuery);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    // A call that changes the session waits for the first verification (see sessionReady).
    mutationFn: async (input: LoginInput) => {
      await sessionReady();
      return accountApi.login(input);
    },
    onSuccess: (answer) => storeSession(queryClient, answer),
  });
}

export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignupRequest) => {
      await sessionReady();
      return accountApi.signup(input);
    },
    onSuccess: (answer) => storeSession(queryClient, answer),
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (input: ForgotPasswordInput) => accountApi.requestPasswordReset(input) });
}

export function useResetPassword() {
  return useMutation({ mutationFn: (input: ResetPasswordInput) => accountApi.resetPassword(input) });
}

/**
 * A 401 on /api/me means the server session ended (expired, logged out in another tab): verify it again, so the
 * screen's guard sends the visitor to the login form instead of leaving a form that can no longer be saved.
 */
export function reverifyWhenLoggedOut(queryClient: QueryClient, error: unknown): void {
  if (error instanceof ApiRequestError && error.status === 401) void queryClient.refetchQueries({ queryKey: SESSION_KEY });
}

export function useUpdatePersonalData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PersonalDataInput) => accountApi.updatePersonalData(input),
    onSuccess: (answer) => queryClient.setQueryData(SESSION_KEY, toSessionState(answer)),
    onError: (error) => reverifyWhenLoggedOut(queryClient, error),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => accountApi.changePassword(input),
    onError: (error) => reverifyWhenLoggedOut(queryClient, error),
  });
}

/** GET /api/me/order for the logged-in customer (`email`); not asked before the session says who is logged in. */
export function useMyOrders(email: string | null) {
  const queryClient = useQueryClient();
  const orders = useQuery({
    queryKey: ordersKey(email ?? ''),
    queryFn: ({ signal }) => accountApi.myOrders(signal),
    enabled: Boolean(email),
    staleTime: 30_000,
    retry: false,
  });
  const { error } = orders;
  useEffect(() => reverifyWhenLoggedOut(queryClient, error), [queryClient, error]);
  return orders;
}
