/**
 * The limits and sorts of `POST /api/product/query` (product-query.ts), in a module without zod: the storefront's
 * search screen reads them on its first render, and a phone browsing /products never loads zod (its evaluation was
 * the longest task of the screen's arrival).
 */
export const PRODUCT_SORTS = ['relevance', 'price-asc', 'price-desc', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const PRODUCT_QUERY_TEXT_MAX = 100;
export const PRODUCT_QUERY_PAGE_SIZE_MAX = 48;
export const PRODUCT_QUERY_PAGE_SIZE_DEFAULT = 24;
/** Deep pages cost an offset scan and nobody reads page 500 of a heating catalogue. */
export const PRODUCT_QUERY_PAGE_MAX = 500;
export const PRODUCT_QUERY_BRANDS_MAX = 20;
