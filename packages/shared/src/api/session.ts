import type { ApiCart } from './cart';

/** Extras a visitor's session keeps (section 4.5: the cookie choice is saved under 'cookieAccepted'). */
export type ApiSessionExtras = {
  /** null until the visitor has made a choice */
  cookieAccepted: boolean | null;
};

/**
 * The user fields of section 3. An anonymous session answers them empty: '' for texts, false for flags, no grants.
 * The address is the customer's default billing address: `country` its name (France), `countryCode` its ISO code (FR).
 */
export type ApiSessionUser = {
  email: string;
  isPro: boolean;
  /** a pro whose company staff have verified: only they are offered payment by bank transfer (false otherwise) */
  proVerified: boolean;
  isAdmin: boolean;
  grants: string[];
  company: string;
  siret: string;
  /** intra-community VAT number of a company (section 3 personal data), '' when none */
  tva: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  addressExtra: string;
  zipCode: string;
  locality: string;
  country: string;
  countryCode: string;
  /** the account is subscribed to the newsletter (false when anonymous or staff) */
  newsletter: boolean;
};

/** Answer of `GET /api/auth` (verify), and of login, sign-up, logout and `PUT /api/session`. */
export type ApiSession = ApiSessionUser & {
  /** opaque token of this session (not a credential: the session rides on its HttpOnly cookie) */
  token: string;
  isAnonymous: boolean;
  cart: ApiCart;
  extras: ApiSessionExtras;
};

/** Properties `PUT /api/session {property, value}` may set, with the type of their value. */
export type ApiSessionProperties = {
  cookieAccepted: boolean;
};
