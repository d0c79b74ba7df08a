/**
 * What the blog search asks the CMS, and how an answer is checked. Pure functions (no Apollo here: this module
 * is on the page's first load).
 */
import { articleSearchText, type ArticleSearchFilters } from '@shop/shared';

/** Strapi's `ArticleFiltersInput`, for the fields the search uses. */
type TextFilter = { containsi: string };
export type ArticleFilters = {
  and?: ArticleFilters[];
  or?: ArticleFilters[];
  title?: TextFilter;
  excerpt?: TextFilter;
  content?: TextFilter;
  category?: { slug: { in: string[] } };
};

/** What is sent: the text only when searchable (3+ characters), categories as "any of". Null: nothing to send. */
export type ArticleSearchRequest = { text: string | null; categories: string[] };

export function searchRequest(filters: ArticleSearchFilters): ArticleSearchRequest | null {
  const text = articleSearchText(filters.q);
  if (text === null && filters.categories.length === 0) return null;
  return { text, categories: filters.categories };
}

/**
 * The text as typed plus its lower-case, upper-case and capitalised forms. Strapi's `containsi` is LOWER() … LIKE
 * LOWER(…): on SQLite LOWER() folds ASCII letters only, so "économies" would miss "Économies"; sending the usual
 * case forms finds them (PostgreSQL folds every letter, the extra forms then change nothing). Accents still count.
 */
export function caseForms(text: string): string[] {
  const lower = text.toLocaleLowerCase('fr-FR');
  const capitalised = lower.charAt(0).toLocaleUpperCase('fr-FR') + lower.slice(1);
  return [...new Set([text, lower, text.toLocaleUpperCase('fr-FR'), capitalised])];
}

/**
 * Title, excerpt or content contains the text (Strapi's `containsi`, in each case form), and the category is one of
 * those picked. Published and visible are enforced by the CMS itself for every content-API read.
 */
export function articleSearchFilters({ text, categories }: ArticleSearchRequest): ArticleFilters {
  const and: ArticleFilters[] = [];
  if (text) {
    const fields = ['title', 'excerpt', 'content'] as const;
    and.push({ or: caseForms(text).flatMap((form) => fields.map((field) => ({ [field]: { containsi: form } }))) });
  }
  if (categories.length) and.push({ category: { slug: { in: [...categories].sort() } } });
  return { and };
}

/** Lower case without accents, for the check below ('econo' is in 'Économies'). */
function folded(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ');
}

type BlockNode = { text?: unknown; children?: unknown };

/** The words of a Strapi "blocks" value, without its JSON keys and node types. */
export function blocksPlainText(blocks: unknown): string {
  const parts: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const { text, children } = node as BlockNode;
    if (typeof text === 'string') parts.push(text);
    if (children) walk(children);
  };
  walk(blocks);
  return parts.join(' ');
}

export type SearchableArticle = { title: string; excerpt: string | null; content: unknown };

/**
 * The CMS matches `content` on its stored JSON, so "par" or "type" would also find every article through the
 * keys "paragraph" and "type". An answer is kept only if the text is in the words a reader sees.
 */
export function articleShowsText(article: SearchableArticle, text: string | null): boolean {
  if (!text) return true;
  const haystack = folded([article.title, article.excerpt ?? '', blocksPlainText(article.content)].join(' '));
  return haystack.includes(folded(text));
}
