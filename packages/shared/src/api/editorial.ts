import type { RichTextBlock } from '../validation/rich-text';

/** An article's picture: its CMS media id and address as the CMS stores it (`/uploads/…` is served by the shop's origin). */
export type ApiArticleImage = { id: number; url: string; alt: string | null; width: number | null; height: number | null };

/** One article as the editorial calls answer it (`id` is Strapi's documentId). */
export type ApiArticle = {
  id: string;
  slug: string;
  title: string;
  author: string | null;
  excerpt: string | null;
  category: { slug: string; name: string } | null;
  visible: boolean;
  image: ApiArticleImage | null;
  content: RichTextBlock[];
  /** `draft`: never published; `published`: the published version equals the draft; `modified`: unpublished changes. */
  status: 'draft' | 'published' | 'modified';
  publishedAt: string | null;
  updatedAt: string;
};

export type ApiArticleSummary = Omit<ApiArticle, 'content'>;

/** A blog category as the CMS has it (Strapi is the source of truth: one added in its admin is listed). */
export type ApiArticleCategory = { slug: string; name: string };

/**
 * The editor's read of an article (`GET /api/articles/{id}`, and what `POST /api/article/` and `PUT /api/article/{id}`
 * answer, grant `blog`): the article and the CMS's categories to choose from, by name.
 */
export type ApiStaffArticle = ApiArticle & { categories: ApiArticleCategory[] };

export type ApiArticleList = { articles: ApiArticleSummary[]; page: number; pageSize: number; total: number };

/** `GET /api/guide/{tag}` of a CMS page (legal notice, terms of sale, cookies, privacy, about). */
export type ApiCmsPage = {
  tag: string;
  content: { title: string; seoDescription: string | null; blocks: RichTextBlock[] };
  status: 'draft' | 'published' | 'modified';
  publishedAt: string | null;
  updatedAt: string | null;
  /** where readers see it on the shop */
  path: string;
};
