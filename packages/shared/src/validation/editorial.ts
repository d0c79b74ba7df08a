/**
 * Ours: the back-office's editorial calls (section 7 "Blog" and "Guide"), written to Strapi by plugins/editorial.
 * Articles: `GET /api/article?page=&mode=&q=&category=`, `GET /api/article/{slug}`, `GET /api/articles/{id}`,
 * `POST /api/article/` (an invisible draft with an empty title), `PUT/DELETE /api/article/{id}` (grant `blog`).
 * CMS pages: `GET/PUT /api/guide/{tag}` for the tags below (grant `legal`); `messages` stays the message desk's.
 */
import { z } from 'zod';
import type { Grant } from '../grants';
import { ARTICLE_CATEGORY_SLUG_PATTERN } from './article-search';
import { articleSearchParamsSchema } from './article-search-params';
import { richTextSchema } from './rich-text';

export const EDITORIAL_TEXTS = {
  invalidRequest: 'La demande est invalide.',
  title: 'Le titre doit faire au plus 200 caractères.',
  titleToPublish: 'Un article publié doit avoir un titre.',
  slug: "L'adresse doit faire de 3 à 120 caractères : lettres minuscules sans accent, chiffres et tirets.",
  slugTaken: 'Cette adresse est déjà celle d’un autre article.',
  author: "Le nom de l'auteur doit faire au plus 120 caractères.",
  excerpt: 'Le résumé doit faire au plus 400 caractères.',
  category: "La catégorie n'existe pas.",
  image: "L'image choisie n'est pas une image de la médiathèque : envoyez-la d'abord.",
  flag: 'Cette case doit valoir vrai ou faux.',
  page: 'La page doit être un nombre entier de 1 à 1000.',
  mode: 'Le mode doit être « single » (un article par slug) ou « all » (brouillons compris, équipe seulement).',
  articleNotFound: 'Article introuvable.',
  articleId: "L'identifiant de l'article n'est pas valide.",
  pageTitle: 'Le titre de la page est obligatoire (200 caractères au plus).',
  seoDescription: 'La description pour les moteurs de recherche doit faire au plus 300 caractères.',
  guideNotFound: "Ce guide n'existe pas",
  cmsUnavailable: 'Le gestionnaire de contenu ne répond pas, réessayez dans un instant.',
} as const;

export const ARTICLE_PAGE_SIZE = 20;
export const ARTICLE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Strapi documentIds: 24 lower-case letters and digits. */
export const DOCUMENT_ID_PATTERN = /^[a-z0-9]{20,32}$/;

const flag = z.boolean({ error: EDITORIAL_TEXTS.flag });
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .nullable()
    .transform((value) => (value ? value : null));

export const articleSlugSchema = z
  .string({ error: EDITORIAL_TEXTS.slug })
  .trim()
  .min(3, { error: EDITORIAL_TEXTS.slug })
  .max(120, { error: EDITORIAL_TEXTS.slug })
  .regex(ARTICLE_SLUG_PATTERN, { error: EDITORIAL_TEXTS.slug });

export const documentIdSchema = z.string({ error: EDITORIAL_TEXTS.articleId }).regex(DOCUMENT_ID_PATTERN, { error: EDITORIAL_TEXTS.articleId });

/**
 * `PUT /api/article/{id}`: every field optional (what is sent is changed); `publish: true` also publishes the saved
 * version (a title is then required), otherwise the change stays a draft. `visible` is what readers see: a published
 * but invisible article stays off the blog and the feed.
 */
export const articleUpdateSchema = z.strictObject(
    {
      title: z.string({ error: EDITORIAL_TEXTS.title }).trim().max(200, { error: EDITORIAL_TEXTS.title }).optional(),
      slug: articleSlugSchema.optional(),
      author: optionalText(120, EDITORIAL_TEXTS.author).optional(),
      excerpt: optionalText(400, EDITORIAL_TEXTS.excerpt).optional(),
      category: z
        .string({ error: EDITORIAL_TEXTS.category })
        .regex(ARTICLE_CATEGORY_SLUG_PATTERN, { error: EDITORIAL_TEXTS.category })
        .nullable()
        .optional(),
      visible: flag.optional(),
      /** The picture: a media id of the CMS's library (`POST /api/images/` answers it), null to remove it. */
      image: z
        .number({ error: EDITORIAL_TEXTS.image })
        .int({ error: EDITORIAL_TEXTS.image })
        .positive({ error: EDITORIAL_TEXTS.image })
        .max(2_147_483_647, { error: EDITORIAL_TEXTS.image })
        .nullable()
        .optional(),
      content: richTextSchema.optional(),
      publish: flag.optional(),
    },
    { error: EDITORIAL_TEXTS.invalidRequest },
  );
export type ArticleUpdateInput = z.infer<typeof articleUpdateSchema>;

/**
 * The category of `PUT /api/article/{id}` must be one the CMS has (the slug pattern above is only its shape): checked
 * against the CMS's list of the moment, so a category added in Strapi's admin is accepted at once.
 */
export function articleCategoryChoiceSchema(slugs: readonly string[]) {
  return z
    .string({ error: EDITORIAL_TEXTS.category })
    .refine((slug) => slugs.includes(slug), { error: EDITORIAL_TEXTS.category });
}

const pageNumber = z.coerce
  .number({ error: EDITORIAL_TEXTS.page })
  .int({ error: EDITORIAL_TEXTS.page })
  .min(1, { error: EDITORIAL_TEXTS.page })
  .max(1000, { error: EDITORIAL_TEXTS.page });

/** `GET /api/article?page=&mode=&q=&category=`: `mode=all` lists drafts too (grant `blog`). */
export const articleListQuerySchema = articleSearchParamsSchema.extend({
  page: pageNumber.default(1),
  mode: z.enum(['single', 'all'], { error: EDITORIAL_TEXTS.mode }).optional(),
});
export type ArticleListQuery = z.infer<typeof articleListQuerySchema>;

/** The CMS pages the back-office edits through `/api/guide/{tag}`, each with its grant (spec section 6). */
export const CMS_PAGE_TAGS = {
  legal: 'legal',
  about: 'legal',
  cgv: 'legal',
  cookie: 'legal',
  privacy: 'legal',
} as const satisfies Record<string, Grant>;
export type CmsPageTag = keyof typeof CMS_PAGE_TAGS;

export function isCmsPageTag(tag: unknown): tag is CmsPageTag {
  return typeof tag === 'string' && Object.prototype.hasOwnProperty.call(CMS_PAGE_TAGS, tag);
}

/** `PUT /api/guide/{tag} {content: {title, seoDescription, blocks}, publish}` for a CMS page. */
export const cmsPageUpdateSchema = z.strictObject(
    {
      content: z.strictObject(
          {
            title: z.string({ error: EDITORIAL_TEXTS.pageTitle }).trim().min(1, { error: EDITORIAL_TEXTS.pageTitle }).max(200, { error: EDITORIAL_TEXTS.pageTitle }),
            seoDescription: optionalText(300, EDITORIAL_TEXTS.seoDescription).optional(),
            blocks: richTextSchema,
          },
          { error: EDITORIAL_TEXTS.invalidRequest },
        ),
      publish: flag.optional(),
    },
    { error: EDITORIAL_TEXTS.invalidRequest },
  );
export type CmsPageUpdateInput = z.infer<typeof cmsPageUpdateSchema>;
