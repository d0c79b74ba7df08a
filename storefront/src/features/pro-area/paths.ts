import { PRO_SIGNUP_PATH } from '../account/proSignup';

/** Addresses of the pro area (spec 2.3). */
export const proPaths = {
  home: '/pro/v1/',
  store: '/pro/v1/store/',
  product: (slug: string) => `/pro/v1/products/${slug}/`,
  quote: '/pro/v1/contact/devis/',
  /** one of the pro's quotes, by its ref (a client-only route: pages/pro/v1/me/quotes/[quoteRef].tsx) */
  quoteDetail: (ref: string) => `/pro/v1/me/quotes/${encodeURIComponent(ref)}/`,
  contact: '/pro/v1/me/contact/',
  data: '/pro/v1/me/data/',
  orders: '/pro/v1/me/orders/',
  about: '/pro/v1/about/',
  sav: '/sav/',
  login: '/login/',
  offer: '/pro/',
  /** the sign-up comes first with 'Je suis un professionnel' ticked (features/account/proSignup.ts) */
  signup: PRO_SIGNUP_PATH,
} as const;

/** The CMS pages the pro area shows under /pro/v1/about (the same content as /about/*). */
export const PRO_ABOUT_ROUTES: Record<string, string> = {
  about: '/pro/v1/about/',
  legal: '/pro/v1/about/legal/',
  cgv: '/pro/v1/about/cgv/',
  cookie: '/pro/v1/about/cookie/',
  privacy: '/pro/v1/about/privacy/',
};
