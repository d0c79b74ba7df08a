/**
 * Ours: the back-office newsletters (spec 3 "Newsletter: tag, filter, template", spec 7 `GET /api/newsletter?page=`,
 * `GET /api/newsletter/{id}`, `POST /api/newsletter/`), grant `newsletter`. `tag` names the campaign, `filter` picks
 * the audience among the subscribed addresses, `template` is the e-mail (subject and body; the screen offers starting
 * models). `mode` is ours: `preview` renders and counts, `test` sends one copy to the staff member, `send` (default)
 * queues the campaign for the engine's worker.
 */
import { z } from 'zod';
import { flattenCategoryTree } from '../categories';
import { VALIDATION_MESSAGES as M } from './messages';

export const NEWSLETTER_CAMPAIGN_TEXTS = {
  tagRequired: 'Donnez un nom (tag) à la campagne',
  tagTooLong: 'Le tag ne peut pas dépasser 80 caractères',
  audienceInvalid: "Cette audience n'existe pas (all, consumers, pros, loyalty ou category)",
  tierInvalid: "Ce palier de fidélité n'existe pas (5, 10 ou 15)",
  categoryInvalid: "Cette catégorie n'existe pas",
  subjectRequired: "Saisissez l'objet de l'e-mail",
  subjectTooLong: "L'objet ne peut pas dépasser 150 caractères",
  bodyRequired: 'Saisissez le texte de la newsletter',
  bodyTooLong: 'Le texte ne peut pas dépasser 20000 caractères',
  modeInvalid: "Cette action n'existe pas (preview, test ou send)",
  pageInvalid: "Ce numéro de page n'est pas valide",
  idInvalid: "Cette campagne n'existe pas",
  campaignNotFound: "Cette campagne n'existe pas",
  noRecipients: "Aucun abonné ne correspond à cette audience : rien n'a été envoyé.",
  testMailFailed: "L'e-mail de test n'a pas pu être envoyé : réessayez.",
  testSent: 'E-mail de test envoyé à votre adresse.',
  queued: 'Campagne enregistrée : l’envoi a commencé.',
} as const;

const T = NEWSLETTER_CAMPAIGN_TEXTS;

export const NEWSLETTER_AUDIENCES = ['all', 'consumers', 'pros', 'loyalty', 'category'] as const;
export type NewsletterAudience = (typeof NEWSLETTER_AUDIENCES)[number];
export const NEWSLETTER_LOYALTY_TIERS = [5, 10, 15] as const;

/** What the screens show for each audience. */
export const NEWSLETTER_AUDIENCE_LABELS: Record<NewsletterAudience, string> = {
  all: 'Tous les abonnés',
  consumers: 'Particuliers',
  pros: 'Professionnels',
  loyalty: 'Un palier de fidélité',
  category: 'Acheteurs d’une catégorie',
};

export const NEWSLETTER_PAGE_SIZE = 20;
export const NEWSLETTER_SUBJECT_MAX_LENGTH = 150;
export const NEWSLETTER_BODY_MAX_LENGTH = 20_000;

const categoryPaths = () => new Set(flattenCategoryTree().map((entry) => entry.path));

export const newsletterFilterSchema = z.discriminatedUnion(
  'audience',
  [
    z.object({ audience: z.literal('all') }),
    z.object({ audience: z.literal('consumers') }),
    z.object({ audience: z.literal('pros') }),
    z.object({
      audience: z.literal('loyalty'),
      tier: z.union([z.literal(5), z.literal(10), z.literal(15)], { error: T.tierInvalid }),
    }),
    z.object({
      audience: z.literal('category'),
      category: z
        .string({ error: T.categoryInvalid })
        .trim()
        .refine((path) => categoryPaths().has(path), { error: T.categoryInvalid }),
    }),
  ],
  { error: T.audienceInvalid },
);
export type NewsletterFilter = z.infer<typeof newsletterFilterSchema>;

export const newsletterTemplateSchema = z.object(
  {
    subject: z
      .string({ error: T.subjectRequired })
      .trim()
      .min(1, { error: T.subjectRequired })
      .max(NEWSLETTER_SUBJECT_MAX_LENGTH, { error: T.subjectTooLong }),
    body: z
      .string({ error: T.bodyRequired })
      .trim()
      .min(1, { error: T.bodyRequired })
      .max(NEWSLETTER_BODY_MAX_LENGTH, { error: T.bodyTooLong }),
  },
  { error: M.invalidRequest },
);
export type NewsletterTemplate = z.infer<typeof newsletterTemplateSchema>;

export const NEWSLETTER_MODES = ['preview', 'test', 'send'] as const;
export type NewsletterMode = (typeof NEWSLETTER_MODES)[number];

/** `POST /api/newsletter/ {tag, filter, template, mode?}`. */
export const newsletterCampaignSchema = z.object(
  {
    tag: z.string({ error: T.tagRequired }).trim().min(1, { error: T.tagRequired }).max(80, { error: T.tagTooLong }),
    filter: newsletterFilterSchema,
    template: newsletterTemplateSchema,
    mode: z.enum(NEWSLETTER_MODES, { error: T.modeInvalid }).default('send'),
  },
  { error: M.invalidRequest },
);
export type NewsletterCampaignInput = z.infer<typeof newsletterCampaignSchema>;

/** `GET /api/newsletter?page=`: a whole number from 1, blank = 1. */
export const newsletterListQuerySchema = z.object({
  page: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? 1 : value),
    z.coerce.number({ error: T.pageInvalid }).int({ error: T.pageInvalid }).min(1, { error: T.pageInvalid }).max(10_000, { error: T.pageInvalid }),
  ),
});

/** `GET /api/newsletter/{id}`: a campaign id (`nlcamp_…`). */
export const newsletterCampaignParamsSchema = z.object({
  id: z.string({ error: T.idInvalid }).regex(/^nlcamp_[0-9A-Za-z]{10,40}$/, { error: T.idInvalid }),
});
