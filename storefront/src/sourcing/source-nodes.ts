import type { SourceNodesArgs } from 'gatsby';
import { createRemoteFileNode } from 'gatsby-source-filesystem';
import { buildCategoryPaths, type ShopCategory } from '../lib/categories';
import { messages } from '../messages';
import { readSourceSettings, SourcingError } from './env';
import { fetchCompanyIdentity } from './company';
import { fetchMedusaCatalogue } from './medusa';
import type { ProductRecord } from './medusa-product';
import { COMPANY_NODE_KEY, NODE_TYPES } from './schema';
import { fetchCmsContent } from './strapi';
import type { MediaRecord } from './strapi-content';

const DOWNLOAD_CONCURRENCY = 8;

async function mapLimit<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Paths of the categories a product is filed under; the deepest one is its main category. */
export function productCategoryPaths(product: ProductRecord, categories: ShopCategory[]): string[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  return product.categoryIds
    .map((id) => byId.get(id))
    .filter((c): c is ShopCategory => c !== undefined)
    .sort((a, b) => b.depth - a.depth)
    .map((c) => c.path);
}

export async function sourceShopNodes(args: SourceNodesArgs): Promise<void> {
  const { actions, createNodeId, createContentDigest, getCache, reporter } = args;
  const { createNode } = actions;

  let catalogue;
  let cms;
  let company;
  try {
    const settings = readSourceSettings();
    const activity = reporter.activityTimer(`Sourcing Medusa (${settings.medusaUrl}) and Strapi (${settings.strapiUrl})`);
    activity.start();
    [catalogue, cms, company] = await Promise.all([fetchMedusaCatalogue(settings), fetchCmsContent(settings), fetchCompanyIdentity(settings)]);
    activity.setStatus(
      `${catalogue.products.length} products, ${catalogue.categories.length} categories, ${cms.articles.length} articles, ${cms.pages.length} pages`,
    );
    activity.end();
  } catch (error) {
    if (error instanceof SourcingError) reporter.panic(`Storefront build stopped: ${error.message}`);
    throw error;
  }

  const categories = buildCategoryPaths(catalogue.categories);

  // Every remote image is downloaded once into Gatsby's cache; sharp then writes the sizes pages ask for.
  const imageUrls = new Set<string>();
  for (const p of catalogue.products) p.imageUrls.forEach((u) => imageUrls.add(u));
  const cmsMedia: MediaRecord[] = [...cms.homepage.media, ...cms.articles.flatMap((a) => (a.image ? [a.image] : []))];
  for (const m of cmsMedia) imageUrls.add(m.url);

  const fileIds = new Map<string, string>();
  const download = reporter.activityTimer(`Downloading ${imageUrls.size} images`);
  download.start();
  await mapLimit([...imageUrls], DOWNLOAD_CONCURRENCY, async (url) => {
    try {
      const file = await createRemoteFileNode({ url, createNode, createNodeId, getCache });
      fileIds.set(url, file.id);
    } catch (error) {
      // One broken image must not take the shop down: the page shows its placeholder instead.
      reporter.warn(`Image not downloaded, left out: ${url} (${error instanceof Error ? error.message : String(error)})`);
    }
  });
  download.end();

  const node = <T extends object>(type: string, key: string, data: T) =>
    createNode({
      ...data,
      id: createNodeId(`${type}-${key}`),
      parent: null,
      children: [],
      internal: { type, contentDigest: createContentDigest(data) },
    });
  const mediaLink = (m: MediaRecord | null) => (m ? { ...m, fileId: fileIds.get(m.url) ?? null } : null);

  for (const c of categories) {
    const { id, ...fields } = c;
    await node(NODE_TYPES.category, c.path, { ...fields, categoryId: id });
  }

  for (const p of catalogue.products) {
    const { imageUrls: urls, categoryIds, ...fields } = p;
    const paths = productCategoryPaths(p, categories);
    const images = urls.map((url, index) => ({
      url,
      alt: messages.product.imageAlt(p.title, index),
      fileId: fileIds.get(url) ?? null,
    }));
    await node(NODE_TYPES.product, p.slug, {
      ...fields,
      categoryPaths: paths,
      primaryCategoryPath: paths[0] ?? null,
      images,
      cardImage: images[0] ?? null,
    });
  }

  for (const c of cms.articleCategories) await node(NODE_TYPES.articleCategory, c.slug, c);
  for (const a of cms.articles) await node(NODE_TYPES.article, a.slug, { ...a, image: mediaLink(a.image) });
  for (const [index, f] of cms.faqItems.entries()) await node(NODE_TYPES.faq, String(index), f);
  for (const p of cms.pages) await node(NODE_TYPES.page, p.slug, p);
  await node(NODE_TYPES.homepage, 'home', {
    title: cms.homepage.title,
    seoDescription: cms.homepage.seoDescription,
    sections: cms.homepage.sections,
    media: cms.homepage.media.map((m) => mediaLink(m)),
  });

  await node(NODE_TYPES.company, COMPANY_NODE_KEY, { ...company, key: COMPANY_NODE_KEY });

  reporter.info(
    `Sourced ${categories.length} categories, ${catalogue.products.length} products (${fileIds.size}/${imageUrls.size} images), ` +
      `${cms.articles.length} articles, ${cms.faqItems.length} FAQ entries, ${cms.pages.length} pages`,
  );
}
