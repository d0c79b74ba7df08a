/** Blog helpers: grouping for the /blog page (articles by category, categories in CMS order). */
export type ArticleSummary = { slug: string; title: string; categorySlug: string | null };
export type ArticleCategory = { slug: string; name: string };

export function groupArticlesByCategory<A extends ArticleSummary>(
  articles: A[],
  categories: ArticleCategory[],
): { category: ArticleCategory; articles: A[] }[] {
  return categories
    .map((category) => ({ category, articles: articles.filter((a) => a.categorySlug === category.slug) }))
    .filter((group) => group.articles.length > 0);
}
