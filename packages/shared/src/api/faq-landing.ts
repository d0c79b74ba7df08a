import type { FaqCategory } from '../validation/faq';
import type { LandingContent } from '../validation/landing';

/** One F.A.Q. question as `GET /api/guide/faq` answers it (`id` is Strapi's documentId). */
export type ApiFaqQuestion = {
  id: string;
  question: string;
  answer: string;
  /** on /help (it has a published version) */
  published: boolean;
  /** `modified`: published, with a newer draft (an edit made in Strapi's own admin, not yet published) */
  status: 'draft' | 'published' | 'modified';
};

/** `GET /api/guide/faq`: every category of the CMS's enumeration, in the help page's order, each with its questions. */
export type ApiFaq = {
  tag: 'faq';
  content: { categories: { category: FaqCategory; label: string; questions: ApiFaqQuestion[] }[] };
  /** where readers see it */
  path: string;
};

/** A picture of the CMS's media library a block refers to (by id), for the editor's preview. */
export type ApiLandingMedia = { id: number; url: string; name: string; alt: string | null };

/** `GET /api/guide/landing`: the homepage's draft, its publication status and the pictures its blocks use. */
export type ApiLanding = {
  tag: 'landing';
  content: LandingContent;
  media: ApiLandingMedia[];
  status: 'draft' | 'published' | 'modified';
  publishedAt: string | null;
  updatedAt: string | null;
  path: string;
};
