/** Typed GraphQL documents of the blog, read from Strapi at run time. Loaded lazily with the Apollo client. */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ArticleFilters } from './search-filters';

export type ArticleSearchHit = {
  documentId: string;
  slug: string;
  title: string;
  excerpt: string | null;
  author: string | null;
  publishedAt: string | null;
  content: unknown;
  category: { documentId: string; slug: string; name: string } | null;
};

export type ArticleSearchData = { articles: ArticleSearchHit[] };
export type ArticleSearchVariables = { filters: ArticleFilters };

/** The CMS's page limit (config/plugins.ts maxLimit): a blog has far fewer matching articles. */
export const ARTICLE_SEARCH_LIMIT = 100;

export const ARTICLE_SEARCH_QUERY: TypedDocumentNode<ArticleSearchData, ArticleSearchVariables> = gql`
  query BlogArticleSearch($filters: ArticleFiltersInput) {
    articles(filters: $filters, sort: ["publishedAt:desc"], pagination: { limit: ${ARTICLE_SEARCH_LIMIT} }) {
      documentId
      slug
      title
      excerpt
      author
      publishedAt
      content
      category {
        documentId
        slug
        name
      }
    }
  }
`;
