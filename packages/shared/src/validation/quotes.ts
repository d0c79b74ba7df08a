/**
 * Quotations (spec 3 Quote, 5, 7 Quotes, 8): the bodies and queries of `/api/quotes…`, with their French texts.
 * Money is in integer cents excluding tax (HT), like every quote amount the API answers.
 */
import { z } from 'zod';
import { isValidEan13 } from '../ean13';
import { MAX_CART_QUANTITY } from './cart-quantity-limits';
import { VALIDATION_MESSAGES as M } from './messages';
import { PRO_QUOTATION_REF_PATTERN } from './promo';
import type { ApiQuoteState } from '../api/quote';

/** Every text of the quotation area (ours, except the section-5 and section-8 texts reused from VALIDATION_MESSAGES). */
export const QUOTE_TEXTS = {
  refInvalid: "Ce numéro de devis n'est pas valide (22-ABCDEF)",
  /** Section 8 (wrong quotation), for a ref that is not the caller's or not loadable. */
  quoteNotFound: M.quotationInvalid,
  messageTooLong: 'Votre message ne peut pas dépasser 5000 caractères',
  commentRequired: 'Saisissez votre commentaire',
  commentTooLong: 'Le commentaire ne peut pas dépasser 5000 caractères',
  linesRequired: 'Le devis doit contenir au moins un produit',
  tooManyLines: 'Un devis contient au plus 100 produits',
  quantityInvalid: M.quantityInvalid,
  priceInvalid: 'Le prix doit être un montant positif en centimes',
  validUntilInvalid: 'La date de validité doit être une date (AAAA-MM-JJ)',
  validUntilPast: "La date de validité ne peut pas être passée",
  stateInvalid: "Cet état de devis n'existe pas",
  dateInvalid: "Cette date n'est pas valide (AAAA-MM-JJ)",
  pageInvalid: "Ce numéro de page n'est pas valide",
  productUnknown: "Ce produit n'existe pas dans le catalogue",
  /** 409: a transition the state table refuses. */
  notAllowed: "Cette action n'est pas possible dans l'état actuel du devis",
  notAnswered: "Ce devis n'a pas encore reçu de réponse",
  expired: 'Ce devis a expiré : demandez-nous un nouveau devis',
  /** 409: another staff user changed the quote since it was read. */
  changedMeanwhile: 'Ce devis vient d’être modifié par un autre membre de l’équipe : rechargez-le avant de répondre',
  /** 409: the pro's quote request with an empty cart and no lines (section 5). */
  emptyCart: M.quoteRequestEmptyCart,
  needsLogin: M.quoteRequestNeedsLogin,
  /** 403: `POST /api/quotes` is the pros' cart and /pro/v1 request; a consumer asks through the contact form. */
  proOnly: 'Les demandes de devis en ligne sont réservées aux professionnels : utilisez le formulaire de contact (sujet « Demande de devis »).',
  /** 409: a quoted line's quantity in the cart is the quote's. */
  quotedQuantityFixed:
    'La quantité de ce produit est celle de votre devis : retirez la ligne ou demandez-nous d’ajuster le devis.',
  requested: 'Votre demande de devis est envoyée : nous vous répondons par e-mail.',
} as const;

/** The quote's number in the metadata of a cart, its lines and the order placed from it (the checkout shows it). */
export const QUOTE_REF_METADATA_KEY = 'quoteRef';

export const QUOTE_STATES: readonly ApiQuoteState[] = ['requested', 'answered', 'accepted', 'ordered', 'expired', 'archived'];

/** What the screens show for each state. */
export const QUOTE_STATE_LABELS: Record<ApiQuoteState, string> = {
  requested: 'Demandé',
  answered: 'Répondu',
  accepted: 'Accepté',
  ordered: 'Commandé',
  expired: 'Expiré',
  archived: 'Archivé',
};

export const QUOTE_MESSAGE_MAX_LENGTH = 5000;
export const QUOTE_MAX_LINES = 100;
/** 100 000 € HT per unit: a typing slip beyond that is refused rather than quoted. */
export const QUOTE_MAX_UNIT_PRICE = 10_000_000;
export const QUOTES_PAGE_SIZE = 20;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date `YYYY-MM-DD` that exists (2026-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A quote number from a body: trimmed, upper-cased, two digits, a dash, six capital letters. */
export const quoteRefField = z
  .string({ error: QUOTE_TEXTS.refInvalid })
  .trim()
  .toUpperCase()
  .regex(PRO_QUOTATION_REF_PATTERN, { error: QUOTE_TEXTS.refInvalid });

const eanField = z
  .string({ error: M.eanInvalid })
  .trim()
  .refine((ean) => isValidEan13(ean), { error: M.eanInvalid });

const quantityField = z
  .number({ error: QUOTE_TEXTS.quantityInvalid })
  .int({ error: QUOTE_TEXTS.quantityInvalid })
  .min(1, { error: QUOTE_TEXTS.quantityInvalid })
  .max(MAX_CART_QUANTITY, { error: QUOTE_TEXTS.quantityInvalid });

const centsField = z
  .number({ error: QUOTE_TEXTS.priceInvalid })
  .int({ error: QUOTE_TEXTS.priceInvalid })
  .min(0, { error: QUOTE_TEXTS.priceInvalid })
  .max(QUOTE_MAX_UNIT_PRICE, { error: QUOTE_TEXTS.priceInvalid });

const messageField = z.preprocess(
  (value) => (value === undefined || value === null ? '' : value),
  z.string({ error: M.invalidValue }).trim().max(QUOTE_MESSAGE_MAX_LENGTH, { error: QUOTE_TEXTS.messageTooLong }),
);

/**
 * `POST /api/quotes {message, lines?}`: the pro's request. Without lines, the session cart's lines are quoted
 * (the cart must not be empty: section 5's 'Votre panier est vide! ...').
 */
export const quoteRequestSchema = z.object(
  {
    message: messageField,
    lines: z
      .array(z.object({ ean: eanField, quantity: quantityField }, { error: M.invalidRequest }), { error: M.invalidRequest })
      .min(1, { error: QUOTE_TEXTS.linesRequired })
      .max(QUOTE_MAX_LINES, { error: QUOTE_TEXTS.tooManyLines })
      .optional(),
  },
  { error: M.invalidRequest },
);
export type QuoteRequestInput = z.infer<typeof quoteRequestSchema>;

/** `PUT /api/quotes/acknowledge {ref}` and `PUT /api/quotes/archive {ref}`. */
export const quoteRefSchema = z.object({ ref: quoteRefField }, { error: M.invalidRequest });
export type QuoteRefInput = z.infer<typeof quoteRefSchema>;

/** `PUT /api/quotes/comment {ref, content}` (the pro's or the staff's comment). */
export const quoteCommentSchema = z.object(
  {
    ref: quoteRefField,
    content: z
      .string({ error: QUOTE_TEXTS.commentRequired })
      .trim()
      .min(1, { error: QUOTE_TEXTS.commentRequired })
      .max(QUOTE_MESSAGE_MAX_LENGTH, { error: QUOTE_TEXTS.commentTooLong }),
  },
  { error: M.invalidRequest },
);
export type QuoteCommentInput = z.infer<typeof quoteCommentSchema>;

/** Today's date `YYYY-MM-DD` in Paris, the shop's calendar. */
export function parisToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * `PUT /api/quotes/{id}` (staff, grant quotes): the answer sent to the pro: every line with its quoted unit
 * price HT in cents, the delivery price HT in cents, the last day of validity (today or later, Paris time).
 * `version` is the quote's version the staff read: when another answer went in since, 409 and nothing changes.
 */
export const quoteAnswerSchema = z.object(
  {
    lines: z
      .array(
        z.object({ ean: eanField, quantity: quantityField, quotedUnitPrice: centsField }, { error: M.invalidRequest }),
        { error: QUOTE_TEXTS.linesRequired },
      )
      .min(1, { error: QUOTE_TEXTS.linesRequired })
      .max(QUOTE_MAX_LINES, { error: QUOTE_TEXTS.tooManyLines }),
    deliveryPrice: centsField,
    validUntil: z
      .string({ error: QUOTE_TEXTS.validUntilInvalid })
      .trim()
      .refine(isCalendarDate, { error: QUOTE_TEXTS.validUntilInvalid })
      .refine((day) => day >= parisToday(), { error: QUOTE_TEXTS.validUntilPast }),
    version: z.number({ error: M.invalidValue }).int({ error: M.invalidValue }).min(0, { error: M.invalidValue }).optional(),
  },
  { error: M.invalidRequest },
);
export type QuoteAnswerInput = z.infer<typeof quoteAnswerSchema>;

const optionalDate = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.string({ error: QUOTE_TEXTS.dateInvalid }).refine(isCalendarDate, { error: QUOTE_TEXTS.dateInvalid }).optional(),
);

/** `filters={"state":…}` (section 7's spelling) or plain query parameters; plain ones win. */
function spreadFilters(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const { filters, ...rest } = value as Record<string, unknown>;
  if (typeof filters !== 'string' || filters.trim() === '') return rest;
  try {
    const parsed: unknown = JSON.parse(filters);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? { ...parsed, ...rest } : { ...rest, filters };
  } catch {
    return { ...rest, filters };
  }
}

/**
 * `GET /api/quotes?state=&customer=&from=&to=&page=` (or `?filters={…}`): the staff's filters (state, the pro's
 * customer id or a text found in e-mail or company, requested from/to dates, Paris days); a pro only pages.
 */
export const quoteListQuerySchema = z.preprocess(
  spreadFilters,
  z
    .object(
      {
        state: z.preprocess(
          (value) => (value === '' || value === null ? undefined : value),
          z.enum(QUOTE_STATES as [ApiQuoteState, ...ApiQuoteState[]], { error: QUOTE_TEXTS.stateInvalid }).optional(),
        ),
        customer: z.preprocess(
          (value) => (typeof value === 'string' ? value.trim() || undefined : value === null ? undefined : value),
          z.string({ error: M.invalidValue }).max(100, { error: M.invalidValue }).optional(),
        ),
        from: optionalDate,
        to: optionalDate,
        page: z.preprocess(
          (value) => (value === undefined || value === null || value === '' ? 1 : value),
          z.coerce
            .number({ error: QUOTE_TEXTS.pageInvalid })
            .int({ error: QUOTE_TEXTS.pageInvalid })
            .min(1, { error: QUOTE_TEXTS.pageInvalid })
            .max(10_000, { error: QUOTE_TEXTS.pageInvalid }),
        ),
        filters: z.never({ error: M.invalidRequest }).optional(),
      },
      { error: M.invalidRequest },
    ),
);
export type QuoteListQuery = z.infer<typeof quoteListQuerySchema>;
