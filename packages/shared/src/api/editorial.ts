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
