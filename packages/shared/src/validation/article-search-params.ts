/**
 * The zod side of the blog search parameters (`q`, `category={comma list}`): strict for a server, lenient for the
 * /blog URL a visitor may have edited.
 */
import { z } from 'zod';
import {
  ARTICLE_CATEGORY_SLUG_PATTERN,
  ARTICLE_SEARCH_CATEGORIES_MAX,
  ARTICLE_SEARCH_MAX_LENGTH,
  ARTICLE_SEARCH_MESSAGES,
  ARTICLE_SEARCH_MIN_LENGTH,
  normalizeArticleSearchText,
  type ArticleSearchFilters,
} from './article-search';

const categorySlug = z.string().max(80).regex(ARTICLE_CATEGORY_SLUG_PATTERN, { error: ARTICLE_SEARCH_MESSAGES.category });

/** As typed in the URL, at most the maximum length; the 3-character rule applies when searching, not reading. */
const urlText = z.string().max(ARTICLE_SEARCH_MAX_LENGTH).transform(normalizeArticleSearchText);

const searchText = z
  .string({ error: ARTICLE_SEARCH_MESSAGES.text })
  .transform(normalizeArticleSearchText)
  .pipe(
    z
      .string()
      .min(ARTICLE_SEARCH_MIN_LENGTH, { error: ARTICLE_SEARCH_MESSAGES.text })
      .max(ARTICLE_SEARCH_MAX_LENGTH, { error: ARTICLE_SEARCH_MESSAGES.text }),
  );

/** `category=a,b`: distinct slugs, in the order given. */
const categoryList = z
  .string({ error: ARTICLE_SEARCH_MESSAGES.category })
  .transform((list) => [...new Set(list.split(',').map((slug) => slug.trim()).filter(Boolean))])
  .pipe(
    z
      .array(categorySlug)
      .max(ARTICLE_SEARCH_CATEGORIES_MAX, { error: ARTICLE_SEARCH_MESSAGES.category }),
  );

/** Strict form, for a server: `{ q?, category? }` as query-string values; refused with a French message. */
export const articleSearchParamsSchema = z.object({
  q: searchText.optional(),
  category: categoryList.optional(),
});

/**
 * Lenient form, for a URL a visitor may have edited: each part that is not valid is dropped rather than shown as
 * an error (a 2-letter `q` is kept as typed text but not searched; unknown-shaped category slugs are ignored).
 */
export function readArticleSearchParams(search: string | URLSearchParams): ArticleSearchFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const text = urlText.safeParse(params.get('q') ?? '');
  const q = text.success ? text.data : '';
  const rawCategories = (params.get('category') ?? '').split(',');
  const categories = [
    ...new Set(rawCategories.map((slug) => slug.trim()).filter((slug) => categorySlug.safeParse(slug).success)),
  ].slice(0, ARTICLE_SEARCH_CATEGORIES_MAX);
  return { q, categories };
}
