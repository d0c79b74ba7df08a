import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { PRO_ABOUT_ROUTES, proPaths } from '../features/pro-area/paths';
import { PRO_STORE_CATEGORIES, PRO_STORE_CODES, proStoreUrl } from '../features/pro-area/storeFilters';
import { isInCategory } from '../lib/categories';
import { CMS_PAGE_ROUTES, SMARTLINK_CATEGORY_PATH, UNPUBLISHED_CMS_SLUGS, routes } from '../lib/routes';
import { SMARTLINK_ARTICLE_CATEGORY, SMARTLINK_SECTIONS, smartlinkPages } from '../lib/smartlink';
import { COMPANY_NODE_KEY, COMPANY_PAGE_SLUGS } from './schema';

/** The journeys' page that fails to render (error-pages.spec.ts). */
export const RENDER_ERROR_PROBE_PATH = '/essai/erreur-de-rendu/';

/**
 * The legal notice's, terms of sale's and privacy policy's queries find the company node by this key; other pages get
 * a key no node has, so an identity change re-renders only those pages (their page data alone changes).
 */
const companyKeyOf = (slug: string) => (COMPANY_PAGE_SLUGS.includes(slug) ? COMPANY_NODE_KEY : '');

type Data = {
  products: { nodes: { slug: string; categoryPaths: string[] }[] };
  categories: { nodes: { path: string }[] };
  articles: { nodes: { slug: string; categorySlug: string | null }[] };
  pages: { nodes: { slug: string }[] };
};

export async function createShopPages({ graphql, actions, reporter, store }: CreatePagesArgs): Promise<void> {
  const { createPage } = actions;
  // gatsby-node is bundled into .cache/compiled, so __dirname is not this folder: anchor on the site root.
  const siteRoot: string = store.getState().program.directory;
  const template = (name: string) => path.join(siteRoot, 'src', 'templates', `${name}.tsx`);
  const result = await graphql<Data>(`
    {
      products: allShopProduct { nodes { slug categoryPaths } }
      categories: allShopCategory { nodes { path } }
      articles: allCmsArticle { nodes { slug categorySlug } }
      pages: allCmsPage { nodes { slug } }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Storefront page queries failed', result.errors);
    return;
  }
  const { products, categories, articles, pages } = result.data;
  const categoryPaths = categories.nodes.map((c) => c.path);
  const withDescendants = (root: string) => categoryPaths.filter((p) => isInCategory(p, root));

  for (const { slug } of products.nodes) {
    createPage({ path: routes.product(slug), component: template('product'), context: { slug } });
  }
  for (const { path: categoryPath } of categories.nodes) {
    createPage({
      path: `/categories/${categoryPath}/`,
      component: template('category'),
      context: { categoryPath, paths: withDescendants(categoryPath) },
    });
  }
  for (const { slug } of articles.nodes) {
    createPage({ path: routes.article(slug), component: template('article'), context: { slug } });
  }
  // Spec 2.1: the connected-home line's products and articles are also pages of its section and of its offer.
  const line = smartlinkPages(products.nodes, articles.nodes);
  for (const { path, template: name, slug, canonical } of line.pages) {
    createPage({ path, component: template(name), context: { slug, canonical } });
  }
  if (line.skipped.length) reporter.warn(`Home Smartlink slugs already taken, no line page for: ${line.skipped.join(', ')}`);
  for (const { slug } of pages.nodes) {
    const route = CMS_PAGE_ROUTES[slug];
    if (!route) continue;
    // the line's page and its offer list the line's products and articles, each linking to its page in that section
    const section = SMARTLINK_SECTIONS[slug];
    if (section) {
      const context = { slug, section, productPaths: withDescendants(SMARTLINK_CATEGORY_PATH), articleCategory: SMARTLINK_ARTICLE_CATEGORY };
      createPage({ path: route, component: template('smartlink-page'), context });
    } else createPage({ path: route, component: template('cms-page'), context: { slug, companyKey: companyKeyOf(slug) } });
  }

  // The pro area (spec 2.3): its store, product and about pages, static like the shop's, prices HT.
  createPage({ path: proStoreUrl(null), component: template('pro-store'), context: { code: null, paths: categoryPaths } });
  for (const code of PRO_STORE_CODES) {
    createPage({ path: proStoreUrl(code), component: template('pro-store'), context: { code, paths: withDescendants(PRO_STORE_CATEGORIES[code]) } });
  }
  for (const { slug } of products.nodes) {
    createPage({ path: proPaths.product(slug), component: template('pro-product'), context: { slug } });
  }
  for (const { slug } of pages.nodes) {
    const route = PRO_ABOUT_ROUTES[slug];
    if (route) createPage({ path: route, component: template('pro-cms-page'), context: { slug, companyKey: companyKeyOf(slug) } });
  }

  // Journeys only: a page that fails to render in the browser proves the error page on a real build. A production
  // build (flag unset) has neither the page nor its code (features/interface/render-error-probe.tsx).
  if (process.env.GATSBY_RENDER_ERROR_PROBE === '1') {
    createPage({ path: RENDER_ERROR_PROBE_PATH, component: path.join(siteRoot, 'src', 'features', 'interface', 'render-error-probe.tsx'), context: {} });
  }

  const skipped = pages.nodes.filter((p) => !CMS_PAGE_ROUTES[p.slug] && p.slug !== 'help' && !UNPUBLISHED_CMS_SLUGS.includes(p.slug)).map((p) => p.slug);
  if (skipped.length) reporter.warn(`CMS pages without a route, not published: ${skipped.join(', ')}`);
}
