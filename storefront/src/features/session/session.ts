/**
 * Section 4.4: what the storefront keeps of the session. A null or anonymous answer resets every personal field and
 * the grants to empty and not logged; otherwise the user is logged in with the fields of the answer.
 */
import type { ApiCart, ApiSession, ApiSessionExtras, ApiSessionUser } from '@shop/shared';

/** The session's user fields as the server sends them (section 3), plus whether someone is logged in. */
export type SessionUser = ApiSessionUser & { isLogged: boolean };

export type SessionState = {
  /** opaque token of the server session ('' before the first answer) */
  token: string;
  user: SessionUser;
  cart: ApiCart;
  extras: ApiSessionExtras;
};

export const EMPTY_CART: ApiCart = {
  products: [],
  discounts: [],
  total: { articles: { ht: 0, ttc: 0 }, delivery: { ht: 0, ttc: 0 }, net: { ht: 0, ttc: 0, vat: 0 } },
};

export const ANONYMOUS_USER: SessionUser = {
  isLogged: false,
  email: '',
  isPro: false,
  proVerified: false,
  isAdmin: false,
  grants: [],
  company: '',
  siret: '',
  tva: '',
  firstName: '',
  lastName: '',
  phone: '',
  address: '',
  addressExtra: '',
  zipCode: '',
  locality: '',
  country: '',
  countryCode: '',
  newsletter: false,
};

export const EMPTY_SESSION: SessionState = { token: '', user: ANONYMOUS_USER, cart: EMPTY_CART, extras: { cookieAccepted: null } };

export function toSessionState(answer: ApiSession | null | undefined): SessionState {
  if (!answer) return EMPTY_SESSION;
  const cart = answer.cart ?? EMPTY_CART;
  const extras = { cookieAccepted: answer.extras?.cookieAccepted ?? null };
  if (answer.isAnonymous || !answer.email) return { token: answer.token ?? '', user: ANONYMOUS_USER, cart, extras };
  return {
    token: answer.token,
    cart,
    extras,
    user: {
      isLogged: true,
      email: answer.email,
      isPro: answer.isPro === true,
      proVerified: answer.isPro === true && answer.proVerified === true,
      isAdmin: answer.isAdmin === true,
      grants: Array.isArray(answer.grants) ? [...answer.grants] : [],
      company: answer.company ?? '',
      siret: answer.siret ?? '',
      tva: answer.tva ?? '',
      firstName: answer.firstName ?? '',
      lastName: answer.lastName ?? '',
      phone: answer.phone ?? '',
      address: answer.address ?? '',
      addressExtra: answer.addressExtra ?? '',
      zipCode: answer.zipCode ?? '',
      locality: answer.locality ?? '',
      country: answer.country ?? '',
      countryCode: answer.countryCode ?? '',
      newsletter: answer.newsletter === true,
    },
  };
}

/** Number of items in the cart (the header badge): the sum of the lines' quantities. */
export function cartItemCount(cart: ApiCart): number {
  return cart.products.reduce((sum, line) => sum + line.quantity, 0);
}
