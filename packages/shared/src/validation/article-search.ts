/**
 * Blog search (section 5 "Article search", section 9 "Debounce 500 ms", section 7 `q` and `category={comma list}`):
 * the text is sent only from 3 characters; categories are slugs, several meaning "any of them".
 * Applies to the /blog URL the visitor can edit, and to any server reading the same parameters.
 * No zod here: the storefront's /blog first load uses these; the schemas are in article-search-params.ts.
 */

export const ARTICLE_SEARCH_MIN_LENGTH = 3;
export const ARTICLE_SEARCH_MAX_LENGTH = 100;
export const ARTICLE_SEARCH_DEBOUNCE_MS = 500;
export const ARTICLE_SEARCH_CATEGORIES_MAX = 10;

export const ARTICLE_CATEGORY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const ARTICLE_SEARCH_MESSAGES = {
  text: `Le texte recherché doit faire de ${ARTICLE_SEARCH_MIN_LENGTH} à ${ARTICLE_SEARCH_MAX_LENGTH} caractères.`,
  category: `Choisissez au plus ${ARTICLE_SEARCH_CATEGORIES_MAX} catégories existantes.`,
} as const;

/** What is typed, as it would be sent: trimmed, inner runs of spaces made one. */
export function normalizeArticleSearchText(input: string): string {
  return input.trim().replace(/\s+/g, ' ');
}

export type ArticleSearchFilters = { q: string; categories: string[] };

/** The text to send, or null while it is shorter than the minimum (nothing is sent then). */
export function articleSearchText(input: string): string | null {
  const text = normalizeArticleSearchText(input);
  return [...text].length >= ARTICLE_SEARCH_MIN_LENGTH ? text.slice(0, ARTICLE_SEARCH_MAX_LENGTH) : null;
}

/** The /blog query string for these filters ('' when there is nothing to keep), `q` first then `category`. */
export function articleSearchQueryString({ q, categories }: ArticleSearchFilters): string {
  const params = new URLSearchParams();
  const text = normalizeArticleSearchText(q);
  if (text) params.set('q', text);
  if (categories.length) params.set('category', categories.join(','));
  const query = params.toString().replace(/%2C/g, ',');
  return query ? `?${query}` : '';
}
