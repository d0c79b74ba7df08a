/**
 * Where each CMS page lives (spec 2.1). Slugs the CMS may add later and that are not listed here are
 * not published: a URL is a promise, so it is chosen here, not by whoever types a slug in Strapi.
 */
export const CMS_PAGE_ROUTES: Record<string, string> = {
  about: '/about/',
  cgv: '/about/cgv/',
  cookie: '/about/cookie/',
  legal: '/about/legal/',
  privacy: '/about/privacy/',
  sav: '/sav/',
  hero: '/hero/',
  'home-smartlink': '/home-smartlink/',
  'home-smartlink-privacy': '/home-smartlink/privacy/',
  'econergy-privacy': '/econergy/privacy/',
  'offre-home-smartlink': '/offre/home-smartlink/',
};

/** CMS pages left out on purpose: /pro is a file route with its own texts (features/pro), not the CMS's 'pro' page. */
export const UNPUBLISHED_CMS_SLUGS: readonly string[] = ['pro'];

/** The help page is a file route (it adds the FAQ list) that reads the 'help' CMS page itself. */
export const HELP_PAGE_SLUG = 'help';

/** The page of the connected-home line also lists the products of this category. */
export const SMARTLINK_CATEGORY_PATH = 'home-smartlink';

export const routes = {
  home: '/',
  products: '/products/',
  product: (slug: string) => `/products/${slug}/`,
  /** a product of the connected-home line, in its section and in its offer (spec 2.1) */
  smartlinkProduct: (slug: string) => `/home-smartlink/${slug}/`,
  smartlinkOffer: (slug: string) => `/offre/home-smartlink/${slug}/`,
  blog: '/blog/',
  article: (slug: string) => `/blog/${slug}/`,
  help: '/help/',
  contact: '/contact/',
  account: '/me/',
  admin: '/admin/',
  orderStatus: '/order/status/',
  withdrawal: '/retractation/',
  smartlink: '/home-smartlink/',
  smartlinkPrivacy: '/home-smartlink/privacy/',
  pro: '/pro/',
  sav: '/sav/',
  about: '/about/',
  legal: '/about/legal/',
  cgv: '/about/cgv/',
  cookie: '/about/cookie/',
  privacy: '/about/privacy/',
  sitemap: '/sitemap/',
} as const;
