import { isInCategory } from './categories';
import { SMARTLINK_CATEGORY_PATH, routes } from './routes';

/**
 * Spec 2.1: /home-smartlink/{slug} and /offre/home-smartlink/{slug} are the pages of the connected-home line: a
 * product of its category, or a blog article of its article category. Each page is the product's or the article's
 * own page, shown in the line's section and in its offer; its canonical address stays /products/… or /blog/….
 */
export const SMARTLINK_ARTICLE_CATEGORY = 'home-smartlink';

/** Sub-pages of /home-smartlink/ that are CMS pages (routes.ts): no product or article may take their place. */
const RESERVED_SLUGS: readonly string[] = ['privacy'];

export type SmartlinkSection = 'line' | 'offer';
/** The CMS pages that open each section (routes.ts): /home-smartlink/ and /offre/home-smartlink/. */
export const SMARTLINK_SECTIONS: Record<string, SmartlinkSection> = { 'home-smartlink': 'line', 'offre-home-smartlink': 'offer' };
export type SmartlinkPage = { path: string; template: 'product' | 'article'; slug: string; canonical: string };

type LineProduct = { slug: string; categoryPaths: string[] };
type LineArticle = { slug: string; categorySlug: string | null };

export function smartlinkPath(section: SmartlinkSection, slug: string): string {
  return section === 'offer' ? routes.smartlinkOffer(slug) : routes.smartlinkProduct(slug);
}

export const isSmartlinkProduct = (product: LineProduct) => product.categoryPaths.some((p) => isInCategory(p, SMARTLINK_CATEGORY_PATH));
export const isSmartlinkArticle = (article: LineArticle) => article.categorySlug === SMARTLINK_ARTICLE_CATEGORY;

/**
 * The line's pages, in both sections. A slug is one page: a product keeps it over an article of the same slug,
 * and a reserved sub-page keeps it over both; what is left out is returned so the build can say so.
 */
export function smartlinkPages(products: LineProduct[], articles: LineArticle[]): { pages: SmartlinkPage[]; skipped: string[] } {
  const taken = new Set(RESERVED_SLUGS);
  const skipped: string[] = [];
  const pages: SmartlinkPage[] = [];
  const add = (slug: string, template: SmartlinkPage['template'], canonical: string) => {
    if (taken.has(slug)) {
      skipped.push(`${template} ${slug}`);
      return;
    }
    taken.add(slug);
    for (const section of ['line', 'offer'] as const) pages.push({ path: smartlinkPath(section, slug), template, slug, canonical });
  };
  for (const { slug } of products.filter(isSmartlinkProduct)) add(slug, 'product', routes.product(slug));
  for (const { slug } of articles.filter(isSmartlinkArticle)) add(slug, 'article', routes.article(slug));
  return { pages, skipped };
}
