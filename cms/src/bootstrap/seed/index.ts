import type { Core } from '@strapi/strapi';
import { PAGES, seedArticleCategories, seedArticles, seedFaq, seedGuides, seedPages } from './editorial';
import { seedHomepage } from './homepage';
import { createMediaLibrary } from './images/media-library';
import { upgradeRetiredPageTexts } from './retired-page-texts';

export type SeedReport = {
  articles: number;
  faqItems: number;
  pages: number;
  /** pages whose untouched text of an earlier seed was replaced by today's (retired-page-texts.ts) */
  pagesUpgraded: string[];
  guides: number;
  homepage: boolean;
  uploads: number;
};

/** Seeds the French demo content where it is missing; safe to run on every start. */
export async function seedContent(strapi: Core.Strapi): Promise<SeedReport> {
  const media = createMediaLibrary(strapi);
  try {
    const categoryIds = await seedArticleCategories(strapi);
    const articles = await seedArticles(strapi, categoryIds, media);
    const faqItems = await seedFaq(strapi);
    const pages = await seedPages(strapi);
    const pagesUpgraded = await upgradeRetiredPageTexts(strapi, PAGES);
    const guides = await seedGuides(strapi);
    const homepage = await seedHomepage(strapi, media);
    return { articles, faqItems, pages, pagesUpgraded, guides, homepage, uploads: media.uploadedCount() };
  } finally {
    await media.dispose();
  }
}
