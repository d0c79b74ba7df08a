import { createHash } from 'crypto';
import type { Core } from '@strapi/strapi';
import { toBlocks } from './blocks-text';
import { documents, type Doc } from './documents';
import type { PageSeed } from './content/types';

/**
 * The seed only creates missing pages, so a shop seeded earlier keeps the texts of that day. When a seeded text had
 * to change for every shop (the legal pages stopped naming the company, which they now print from /admin/societe:
 * ADR 015), its earlier versions are listed here by fingerprint: a page still holding one, untouched by staff, is
 * given today's text (draft, and the published version when it was the same); a page staff edited is left alone.
 */
export const RETIRED_PAGE_TEXTS: Readonly<Record<string, readonly string[]>> = {
  // the publisher, director and host typed into the text (before the identity block of the legal notice)
  legal: ['54dc82c306ccd6aaf66ae982777972752b81dc659223d24831264e318c5a7ff2'],
  // the company's name, address, SIRET and contact details typed into the text (before the identity blocks)
  cgv: ['9ae3e49ed9453311d1a71c28b40d9481b78afb894573502561b7d8a50fdc7977'],
  privacy: ['1b9309d427c41d4435c18834932dcce71a71a9203fdbc99324d527f14056ea2a'],
};

/** SHA-256 of a blocks tree with its keys sorted: the same text gives the same print, whatever order Strapi keeps. */
export function blocksFingerprint(blocks: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical((value as Record<string, unknown>)[key])]))
        : value;
  return createHash('sha256').update(JSON.stringify(canonical(blocks))).digest('hex');
}

type PageDocuments = ReturnType<typeof documents> & {
  update(params: { documentId: string; data: Record<string, unknown> }): Promise<Doc>;
  publish(params: { documentId: string }): Promise<unknown>;
};

/** Gives today's seed text to the pages still holding a retired one; answers the slugs changed. */
export async function upgradeRetiredPageTexts(strapi: Core.Strapi, seeds: readonly PageSeed[]): Promise<string[]> {
  const pages = documents(strapi, 'api::page.page') as PageDocuments;
  const upgraded: string[] = [];
  for (const seed of seeds) {
    const retired = RETIRED_PAGE_TEXTS[seed.slug];
    if (!retired) continue;
    const draft = await pages.findFirst({ filters: { slug: seed.slug }, status: 'draft' });
    if (!draft || !retired.includes(blocksFingerprint(draft.content))) continue;
    const published = await pages.findFirst({ filters: { slug: seed.slug }, status: 'published' });
    await pages.update({ documentId: draft.documentId, data: { content: toBlocks(seed.body) } });
    if (published && retired.includes(blocksFingerprint(published.content))) await pages.publish({ documentId: draft.documentId });
    upgraded.push(seed.slug);
  }
  return upgraded;
}
