import type { Core } from '@strapi/strapi';
import { toBlocks } from './blocks-text';
import { ARTICLE_CATEGORIES } from './content/article-categories';
import { ENERGY_SAVING_ARTICLES } from './content/articles-energy';
import { HEATING_ADVICE_ARTICLES } from './content/articles-heating';
import { PRODUCT_GUIDE_ARTICLES } from './content/articles-products';
import { SMARTLINK_ARTICLES } from './content/articles-smartlink';
import { FAQ_ITEMS } from './content/faq';
import { GUIDES } from './content/guides';
import { LEGAL_PAGES } from './content/pages-legal';
import { SHOP_PAGES } from './content/pages-shop';
import { SMARTLINK_PAGES } from './content/pages-smartlink';
import type { ArticleSeed, PageSeed } from './content/types';
import { documents } from './documents';
import type { MediaLibrary } from './images/media-library';

export const ARTICLES: ArticleSeed[] = [...HEATING_ADVICE_ARTICLES, ...ENERGY_SAVING_ARTICLES, ...PRODUCT_GUIDE_ARTICLES, ...SMARTLINK_ARTICLES];
export const PAGES: PageSeed[] = [...SHOP_PAGES, ...LEGAL_PAGES, ...SMARTLINK_PAGES];

/** Categories are keyed by slug: missing ones are created. Returns slug → documentId. */
export async function seedArticleCategories(strapi: Core.Strapi): Promise<Map<string, string>> {
  const categories = documents(strapi, 'api::article-category.article-category');
  const bySlug = new Map<string, string>();
  for (const category of ARTICLE_CATEGORIES) {
    const found = await categories.findFirst({ filters: { slug: category.slug } });
    const doc = found ?? (await categories.create({ data: { ...category } }));
    bySlug.set(category.slug, doc.documentId);
  }
  return bySlug;
}

/** Articles are seeded only into an empty blog, so articles an editor deleted do not come back. */
export async function seedArticles(
  strapi: Core.Strapi,
  categoryIds: Map<string, string>,
  media: MediaLibrary,
): Promise<number> {
  const articles = documents(strapi, 'api::article.article');
  if ((await articles.count({})) > 0) return 0;
  for (const article of ARTICLES) {
    const categoryId = categoryIds.get(article.categorySlug);
    if (!categoryId) throw new Error(`Article "${article.slug}" names an unknown category "${article.categorySlug}"`);
    await articles.create({
      status: 'published',
      data: {
        title: article.title,
        slug: article.slug,
        author: article.author,
        excerpt: article.excerpt,
        visible: true,
        content: toBlocks(article.body),
        image: await media.pictureId(article.image),
        category: { connect: [{ documentId: categoryId }] },
      },
    });
  }
  return ARTICLES.length;
}

/** FAQ entries are seeded only into an empty FAQ. */
export async function seedFaq(strapi: Core.Strapi): Promise<number> {
  const faq = documents(strapi, 'api::faq-item.faq-item');
  if ((await faq.count({})) > 0) return 0;
  for (const item of FAQ_ITEMS) await faq.create({ status: 'published', data: { ...item } });
  return FAQ_ITEMS.length;
}

/** Pages are keyed by slug and the storefront has a route for each: any missing one is created. */
export async function seedPages(strapi: Core.Strapi): Promise<number> {
  const pages = documents(strapi, 'api::page.page');
  let created = 0;
  for (const page of PAGES) {
    if (await pages.findFirst({ filters: { slug: page.slug } })) continue;
    await pages.create({
      status: 'published',
      data: { slug: page.slug, title: page.title, seoDescription: page.seoDescription, content: toBlocks(page.body) },
    });
    created += 1;
  }
  return created;
}

/** Guides are keyed by tag: any missing one is created. */
export async function seedGuides(strapi: Core.Strapi): Promise<number> {
  const guides = documents(strapi, 'api::guide.guide');
  let created = 0;
  for (const guide of GUIDES) {
    if (await guides.findFirst({ filters: { tag: guide.tag } })) continue;
    await guides.create({
      status: 'published',
      data: { tag: guide.tag, title: guide.title, content: toBlocks(guide.body), quickResponses: guide.quickResponses },
    });
    created += 1;
  }
  return created;
}
