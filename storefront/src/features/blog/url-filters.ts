/** Reads /blog's `?q=…&category=a,b` with the shared zod rules. Imported lazily: zod is not on /blog's first load. */
export { readArticleSearchParams } from '@shop/shared';
