import { apiSession, cartOf } from '../../lib/api/fakeApi';
import { ANONYMOUS_USER, cartItemCount, EMPTY_SESSION, toSessionState } from './session';

describe('toSessionState (spec 4.4)', () => {
  it('keeps token, extras and cart, and resets every personal field for an anonymous session', () => {
    const cart = cartOf([{ ean: '3760891000017', quantity: 2 }]);
    // an anonymous answer must not leak fields even if the server sent some
    const state = toSessionState(apiSession({ token: 't1', cart, extras: { cookieAccepted: true }, isAnonymous: true, email: 'x@y.fr', isAdmin: true, grants: ['dev'] }));
    expect(state.token).toBe('t1');
    expect(state.cart).toBe(cart);
    expect(state.extras).toEqual({ cookieAccepted: true });
    expect(state.user).toEqual(ANONYMOUS_USER);
    expect(state.user).toMatchObject({ isLogged: false, email: '', grants: [], isPro: false, isAdmin: false });
  });

  it('gives the empty session for a null answer', () => {
    expect(toSessionState(null)).toBe(EMPTY_SESSION);
    expect(EMPTY_SESSION.user.isLogged).toBe(false);
    expect(EMPTY_SESSION.cart.products).toEqual([]);
  });

  it('logs the user in with email, isPro, isAdmin and grants from the answer', () => {
    const state = toSessionState(
      apiSession({ isAnonymous: false, email: 'marie@exemple.fr', isPro: true, isAdmin: true, grants: ['orders', 'blog'], company: 'Chauffage Martin', firstName: 'Marie' }),
    );
    expect(state.user).toMatchObject({ isLogged: true, email: 'marie@exemple.fr', isPro: true, isAdmin: true, grants: ['orders', 'blog'], company: 'Chauffage Martin', firstName: 'Marie' });
  });

  it('counts the items of the cart for the badge', () => {
    expect(cartItemCount(cartOf([{ ean: '1', quantity: 2 }, { ean: '2', quantity: 3 }]))).toBe(5);
    expect(cartItemCount(cartOf([]))).toBe(0);
  });
});
