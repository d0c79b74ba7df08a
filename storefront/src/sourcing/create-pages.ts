import fs from 'node:fs/promises';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { isInCategory } from '../lib/categories';
import { CMS_PAGE_ROUTES, SMARTLINK_CATEGORY_PATH, routes } from '../lib/routes';
import { CARD_IMAGE_ARGS, SEARCH_INDEX_PATH, type SearchIndexEntry } from '../lib/product-card-data';

type Data = {
  products: { nodes: { slug: string }[] };
  categories: { nodes: { path: string }[] };
  articles: { nodes: { slug: string }[] };
  pages: { nodes: { slug: string }[] };
  index: { nodes: (Omit<SearchIndexEntry, 'cardImage'> & { cardImage: { alt: string; file: { id: string } | null } | null })[] };
};

type CardImages = { allFile: { nodes: { id: string; childImageSharp: { gatsbyImageData: IGatsbyImageData } | null }[] } };

export async function createShopPages({ graphql, actions, reporter, store }: CreatePagesArgs): Promise<void> {
  const { createPage } = actions;
  // gatsby-node is bundled into .cache/compiled, so __dirname is not this folder: anchor on the site root.
  const siteRoot: string = store.getState().program.directory;
  const template = (name: string) => path.join(siteRoot, 'src', 'templates', `${name}.tsx`);
  const result = await graphql<Data>(`
    {
      products: allShopProduct { nodes { slug } }
      categories: allShopCategory { nodes { path } }
      articles: allCmsArticle { nodes { slug } }
      pages: allCmsPage { nodes { slug } }
      index: allShopProduct(sort: { title: ASC }) {
        nodes {
          slug title subtitle brand ean priceCents stock categoryPaths
          cardImage { alt file { id } }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Storefront page queries failed', result.errors);
    return;
  }
  const { products, categories, articles, pages, index } = result.data;
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
  for (const { slug } of pages.nodes) {
    const route = CMS_PAGE_ROUTES[slug];
    if (!route) continue;
    const productPaths = slug === 'home-smartlink' ? withDescendants(SMARTLINK_CATEGORY_PATH) : [];
    createPage({ path: route, component: template('cms-page'), context: { slug, productPaths } });
  }

  // The full product list for search and "show more" is a static file fetched on demand, so the
  // /products/ page itself stays small whatever the catalogue size.
  // Card images are resolved once per distinct file (big catalogues share pictures), then joined.
  const fileIds = [...new Set(index.nodes.map((p) => p.cardImage?.file?.id).filter((id): id is string => Boolean(id)))];
  const images = await graphql<CardImages>(
    `query CardImages($ids: [String!]!) {
      allFile(filter: { id: { in: $ids } }) { nodes { id childImageSharp { gatsbyImageData(${CARD_IMAGE_ARGS}) } } }
    }`,
    { ids: fileIds },
  );
  if (images.errors || !images.data) {
    reporter.panicOnBuild('Storefront card image query failed', images.errors);
    return;
  }
  const byFile = new Map(images.data.allFile.nodes.map((f) => [f.id, f.childImageSharp]));
  const entries: SearchIndexEntry[] = index.nodes.map(({ cardImage, ...product }) => ({
    ...product,
    cardImage: cardImage ? { alt: cardImage.alt, file: cardImage.file ? { childImageSharp: byFile.get(cardImage.file.id) ?? null } : null } : null,
  }));
  const target = path.join(siteRoot, 'public', SEARCH_INDEX_PATH);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, JSON.stringify(entries));

  const skipped = pages.nodes.filter((p) => !CMS_PAGE_ROUTES[p.slug] && p.slug !== 'help').map((p) => p.slug);
  if (skipped.length) reporter.warn(`CMS pages without a route, not published: ${skipped.join(', ')}`);
}
