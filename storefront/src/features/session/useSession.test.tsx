import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import React from 'react';
import { apiSession, cartOf, fakeApi } from '../../lib/api/fakeApi';
import { createQueryClient, setQueryClient, verifySession } from './queryClient';
import { sessionStore } from './sessionStore';
import { useLogout, useSession } from './useSession';

function freshClient() {
  sessionStore.reset();
  const client = createQueryClient();
  setQueryClient(client);
  return ({ children }: { children: React.ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('session (spec 4.4)', () => {
  it('reads as anonymous with an empty cart until verified, then holds the user and the cart; verified once', async () => {
    const { calls } = fakeApi({ 'GET /auth': () => ({ status: 200, body: apiSession({ isAnonymous: false, email: 'marie@exemple.fr', cart: cartOf([{ ean: '1', quantity: 1 }]) }) }) });
    const { result } = renderHook(() => useSession(), { wrapper: freshClient() });
    expect(result.current).toMatchObject({ ready: false, user: { isLogged: false } });
    await act(async () => {
      await verifySession();
      await verifySession();
    });
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.user).toMatchObject({ isLogged: true, email: 'marie@exemple.fr' });
    expect(result.current.cart.products).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });

  it('a failed verification leaves the visitor anonymous, without throwing', async () => {
    fakeApi({ 'GET /auth': () => ({ status: 503, body: { message: "La boutique n'est pas encore prête" } }) });
    const { result } = renderHook(() => useSession(), { wrapper: freshClient() });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      await verifySession();
    });
    expect(result.current).toMatchObject({ ready: false, user: { isLogged: false } });
    (console.error as jest.Mock).mockRestore();
  });

  it('logout clears the user, verifies the session again and restores an anonymous cart', async () => {
    let loggedIn = true;
    const { calls } = fakeApi({
      'GET /auth': () => ({
        status: 200,
        body: loggedIn ? apiSession({ isAnonymous: false, email: 'marie@exemple.fr', cart: cartOf([{ ean: '1', quantity: 2 }]) }) : apiSession({ token: 'neuf' }),
      }),
      'DELETE /auth': () => {
        loggedIn = false;
        return { status: 200, body: apiSession({ token: 'neuf' }) };
      },
    });
    const { result } = renderHook(() => ({ session: useSession(), logout: useLogout() }), { wrapper: freshClient() });
    await act(async () => {
      await verifySession();
    });
    expect(result.current.session.user.isLogged).toBe(true);
    await act(async () => {
      await result.current.logout.mutateAsync();
    });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /auth', 'DELETE /auth', 'GET /auth']);
    expect(result.current.session.user).toMatchObject({ isLogged: false, email: '' });
    expect(result.current.session.cart.products).toEqual([]);
    expect(result.current.session.token).toBe('neuf');
  });
});
