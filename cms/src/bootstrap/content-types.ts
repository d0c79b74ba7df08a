/** The shop's content types, in one place for permissions, the API token and the read guard. */
export const COLLECTION_TYPES = [
  'api::article.article',
  'api::article-category.article-category',
  'api::faq-item.faq-item',
  'api::page.page',
  'api::guide.guide',
] as const;

export const SINGLE_TYPES = ['api::homepage.homepage'] as const;

export type ShopContentType = (typeof COLLECTION_TYPES)[number] | (typeof SINGLE_TYPES)[number];

/** Content-API read actions: `find`/`findOne` for collections, `find` for single types. */
export function readActions(): string[] {
  return [
    ...COLLECTION_TYPES.flatMap((uid) => [`${uid}.find`, `${uid}.findOne`]),
    ...SINGLE_TYPES.map((uid) => `${uid}.find`),
  ];
}
