/**
 * Ours: the staff's promo codes (`GET/POST /api/promos`, `PUT/DELETE /api/promos/{id}`, grant `promo`). A promo is a
 * voucher code the cart takes in its promo field (section 5): percentage or fixed amount off the articles, an
 * optional minimum basket, optional start and end dates, an optional usage limit, and its audience (consumers,
 * pros, both). Amounts in integer cents; dates as ISO 8601 texts.
 */
import { z } from 'zod';
import { PROMO_INPUT_MAX_LENGTH, QUOTATION_REF_PATTERN } from './promo';

export const PROMO_AUDIENCES = ['all', 'consumers', 'pros'] as const;
export type PromoAudience = (typeof PROMO_AUDIENCES)[number];
export const PROMO_KINDS = ['percentage', 'fixed'] as const;
export type PromoDiscountKind = (typeof PROMO_KINDS)[number];

/** Upper letters, digits, dash and underscore: what a customer can type back without ambiguity. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,31}$/;
/** A fixed amount or a minimum basket above 100 000 € is a typing error. */
export const PROMO_MAX_CENTS = 10_000_000;
export const PROMO_MAX_USAGE = 1_000_000;

export const PROMO_TEXTS = {
  invalid: 'La promotion est incomplète ou mal remplie.',
  code: 'Le code doit comporter de 3 à 32 lettres majuscules, chiffres, tirets ou soulignés.',
  codeLikeQuotation: 'Ce code a la forme d’un numéro de devis (22-ABCDEF) : choisissez-en un autre.',
  codeTaken: 'Ce code promo existe déjà.',
  kind: 'Le type de remise doit être « percentage » (pourcentage) ou « fixed » (montant fixe).',
  percentage: 'Le pourcentage doit être un nombre entier de 1 à 100.',
  fixed: 'La remise doit être un nombre entier positif (un pourcentage, ou des centimes pour un montant fixe).',
  minimum: 'Le panier minimum doit être un nombre entier de centimes, 0 ou plus.',
  date: 'La date doit être une date valide (AAAA-MM-JJ ou date et heure ISO).',
  dates: 'La date de fin doit être après la date de début.',
  usageLimit: "Le nombre d'utilisations doit être un nombre entier d'au moins 1.",
  limitBelowUse: "Le nombre d'utilisations ne peut pas être inférieur aux utilisations déjà faites.",
  audience: 'Le public doit être « all » (tous), « consumers » (particuliers) ou « pros » (professionnels).',
  flag: 'Cette case doit valoir vrai ou faux.',
  notFound: 'Promotion introuvable.',
  id: "L'identifiant de la promotion n'est pas valide.",
  search: 'La recherche doit faire au plus 64 caractères.',
  page: 'La page doit être un nombre entier de 1 à 1000.',
} as const;

const dateField = z
  .string({ error: PROMO_TEXTS.date })
  .trim()
  .refine((text) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text) && !Number.isNaN(Date.parse(text)), {
    error: PROMO_TEXTS.date,
  })
  .transform((text) => new Date(text).toISOString());

const centsField = (message: string, min: number) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(PROMO_MAX_CENTS, { error: message });

const promoFields = {
  code: z
    .string({ error: PROMO_TEXTS.code })
    .trim()
    .toUpperCase()
    .max(PROMO_INPUT_MAX_LENGTH, { error: PROMO_TEXTS.code })
    .regex(PROMO_CODE_PATTERN, { error: PROMO_TEXTS.code })
    .refine((code) => !QUOTATION_REF_PATTERN.test(code), { error: PROMO_TEXTS.codeLikeQuotation }),
  kind: z.enum(PROMO_KINDS, { error: PROMO_TEXTS.kind }),
  /** percentage: 1-100; fixed: cents */
  value: z.number({ error: PROMO_TEXTS.fixed }).int({ error: PROMO_TEXTS.fixed }).min(1, { error: PROMO_TEXTS.fixed }).max(PROMO_MAX_CENTS, { error: PROMO_TEXTS.fixed }),
  minimumCents: centsField(PROMO_TEXTS.minimum, 0).nullable(),
  startsAt: dateField.nullable(),
  endsAt: dateField.nullable(),
  usageLimit: z
    .number({ error: PROMO_TEXTS.usageLimit })
    .int({ error: PROMO_TEXTS.usageLimit })
    .min(1, { error: PROMO_TEXTS.usageLimit })
    .max(PROMO_MAX_USAGE, { error: PROMO_TEXTS.usageLimit })
    .nullable(),
  audience: z.enum(PROMO_AUDIENCES, { error: PROMO_TEXTS.audience }),
  active: z.boolean({ error: PROMO_TEXTS.flag }),
  /** Whether the code may sit in a cart beside another code (the cart's rule: both must say so). */
  combinable: z.boolean({ error: PROMO_TEXTS.flag }),
};

/** The rules across fields, checked on the whole promo (after a partial update is merged with what is stored). */
function checkPromo(promo: StaffPromo, ctx: z.RefinementCtx): void {
  if (promo.kind === 'percentage' && promo.value > 100) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: PROMO_TEXTS.percentage });
  }
  if (promo.startsAt && promo.endsAt && Date.parse(promo.endsAt) <= Date.parse(promo.startsAt)) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: PROMO_TEXTS.dates });
  }
}

const promoObject = z.strictObject(
  {
    ...promoFields,
    minimumCents: promoFields.minimumCents.default(null),
    startsAt: promoFields.startsAt.default(null),
    endsAt: promoFields.endsAt.default(null),
    usageLimit: promoFields.usageLimit.default(null),
    audience: promoFields.audience.default('all'),
    active: promoFields.active.default(true),
    combinable: promoFields.combinable.default(false),
  },
  { error: PROMO_TEXTS.invalid },
);

export type StaffPromo = z.output<typeof promoObject>;

/** `POST /api/promos`: a new promo (code, kind and value required; the rest has defaults). */
export const promoCreateSchema = promoObject.superRefine(checkPromo);

/** `PUT /api/promos/{id}`: the fields to change; merged with the stored promo, then checked whole (`promoCreateSchema`). */
export const promoUpdateSchema = z.strictObject(promoFields, { error: PROMO_TEXTS.invalid }).partial();
export type PromoUpdate = z.output<typeof promoUpdateSchema>;

/** The stored promo and a change: the merged promo, checked with the creation's rules. */
export function mergePromoUpdate(stored: StaffPromo, change: PromoUpdate) {
  return promoCreateSchema.safeParse({ ...stored, ...change });
}

export const promoIdSchema = z.string({ error: PROMO_TEXTS.id }).regex(/^promo_[0-9A-Z]{10,40}$/i, { error: PROMO_TEXTS.id });

/** `GET /api/promos?search=&page=`: codes containing the text, 50 a page, newest first. */
export const promoListQuerySchema = z.object({
  search: z.string({ error: PROMO_TEXTS.search }).trim().toUpperCase().max(64, { error: PROMO_TEXTS.search }).optional(),
  page: z.coerce.number({ error: PROMO_TEXTS.page }).int({ error: PROMO_TEXTS.page }).min(1, { error: PROMO_TEXTS.page }).max(1000, { error: PROMO_TEXTS.page }).default(1),
});
export const PROMO_PAGE_SIZE = 50;
