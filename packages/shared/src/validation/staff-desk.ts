/**
 * Ours: what staff send from the back-office's customer desk (spec 2.4, 6, 7): the user search and edit
 * (`/api/users`, grant `users`), the message desk (`/api/messages` staff side, grant `messages`) and the quick
 * answers of the guide tagged 'messages' (`/api/guide/{tag}`). The customer's own rules are reused as they are:
 * personal data of `PUT /api/me`, company and SIRET of the pro sign-up.
 */
import { z } from 'zod';
import { checkPersonalData, normalizePersonalData, personalDataFields } from './account';
import { attachmentIdField } from './attachments';
import { CONTACT_MESSAGE_MAX_LENGTH } from './contact';
import { EVEN_WITH_FIELD_ERRORS, isFilled, requiredText } from './fields';
import { VALIDATION_MESSAGES as M, tooLongMessage } from './messages';

export const STAFF_DESK_TEXTS = {
  pageInvalid: "Ce numéro de page n'est pas valide",
  searchTooLong: 'La recherche est trop longue (100 caractères au plus)',
  stateInvalid: "Cet état de conversation n'existe pas (new, answered ou closed)",
  answerTypeInvalid: "Ce type de réponse n'existe pas (answer ou close)",
  answerRequired: 'Saisissez votre réponse',
  threadIdInvalid: "Cette conversation n'existe pas",
  emailMismatch: "Cette adresse e-mail n'est pas celle de la conversation : la réponse part à l'adresse du client.",
  proVerifiedNeedsPro: 'Seul un client professionnel peut être marqué comme vérifié',
  quickResponsesInvalid: 'Les réponses rapides doivent être une liste de réponses avec un titre et un texte',
  quickResponsesTooMany: 'Pas plus de 50 réponses rapides',
  guideNotFound: "Ce guide n'existe pas",
  userNotFound: "Ce client n'existe pas",
  threadNotFound: "Cette conversation n'existe pas",
  emailChangeRefused: "L'adresse e-mail est l'identifiant du client : elle ne se change pas ici",
  answerMailFailed: "La réponse n'a pas pu être envoyée par e-mail au client : rien n'a été enregistré, réessayez.",
} as const;

export const STAFF_PAGE_SIZE = 20;

/** The /me fields without the newsletter box: a consent is the customer's own choice, never ticked by staff. */
const { newsletter: _consentIsTheCustomers, ...staffPersonalFields } = personalDataFields;
export const STAFF_SEARCH_MAX_LENGTH = 100;

/** `?page=`: a whole number from 1, blank = 1. */
const pageField = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? 1 : value),
  z.coerce.number({ error: STAFF_DESK_TEXTS.pageInvalid }).int({ error: STAFF_DESK_TEXTS.pageInvalid }).min(1, { error: STAFF_DESK_TEXTS.pageInvalid }).max(10_000, { error: STAFF_DESK_TEXTS.pageInvalid }),
);

/** `?search=`: trimmed, blank = no search. */
const searchField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value === null ? undefined : value),
  z
    .string({ error: M.invalidValue })
    .max(STAFF_SEARCH_MAX_LENGTH, { error: STAFF_DESK_TEXTS.searchTooLong })
    .optional()
    .transform((value) => (value ? value : undefined)),
);

/** `GET /api/users?search=&page=`: search by name, e-mail, company or SIRET. */
export const userSearchQuerySchema = z.object({ search: searchField, page: pageField }, { error: M.invalidRequest });
export type UserSearchQuery = z.infer<typeof userSearchQuerySchema>;

/**
 * `PUT /api/users/{id}`: the personal data of `PUT /api/me`, the pro flag with the sign-up's rule (a pro has a
 * company and a valid SIRET) and the "pro vérifié" box (only for a pro). The e-mail is the login: not changed here.
 */
export const staffUserUpdateSchema = z
  .object(
    {
      ...staffPersonalFields,
      isPro: z.boolean({ error: M.invalidValue }),
      /** the staff checked the company (SIRET, VAT number): stored as the date they ticked the box */
      proVerified: z.boolean({ error: M.invalidValue }).default(false),
    },
    { error: M.invalidRequest },
  )
  .superRefine((value, ctx) => {
    checkPersonalData(value, ctx);
    if (value.isPro !== true) {
      if (value.proVerified === true) ctx.addIssue({ code: 'custom', path: ['proVerified'], message: STAFF_DESK_TEXTS.proVerifiedNeedsPro });
      return;
    }
    if (!isFilled(value.company)) ctx.addIssue({ code: 'custom', path: ['company'], message: M.required });
    if (!isFilled(value.siret)) ctx.addIssue({ code: 'custom', path: ['siret'], message: M.required });
  }, EVEN_WITH_FIELD_ERRORS)
  .transform(normalizePersonalData);
export type StaffUserUpdate = z.infer<typeof staffUserUpdateSchema>;

/** The states of a contact thread on the message desk. */
export const THREAD_STATES = ['new', 'answered', 'closed'] as const;
export type ThreadState = (typeof THREAD_STATES)[number];
export const THREAD_STATE_LABELS: Record<ThreadState, string> = {
  new: 'Nouveau',
  answered: 'Répondu',
  closed: 'Clos',
};

/**
 * `GET /api/messages?page=&filters=&search=`. `filters` is a comma list of states (`new,answered`), blank = all;
 * `search` looks in the e-mail, the order number, the subject and the name.
 */
export const messageListQuerySchema = z.object(
  {
    page: pageField,
    search: searchField,
    filters: z.preprocess(
      (value) => (value === undefined || value === null ? '' : value),
      z
        .string({ error: STAFF_DESK_TEXTS.stateInvalid })
        .transform((text) => [...new Set(text.split(',').map((part) => part.trim().toLowerCase()).filter(Boolean))])
        .pipe(z.array(z.enum(THREAD_STATES, { error: STAFF_DESK_TEXTS.stateInvalid }))),
    ),
  },
  { error: M.invalidRequest },
);
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

/** Thread ids are Medusa ids of the `msgthr` prefix. */
export const THREAD_ID_PATTERN = /^msgthr_[0-9A-Z]{26}$/;

/**
 * `PUT /api/messages/ {value, type, id, secret, email, file}` (section 7), our reading: `id` the thread, `type`
 * `answer` (the staff's answer, the thread becomes answered) or `close` (closes it; with a `value`, that last
 * answer is sent first), `value` the answer's text, `email` the customer's address as the screen shows it (it must
 * be the thread's: an answer never goes elsewhere), `file` an upload id (or the multipart file). `secret` is read
 * and dropped: staff never see a thread's secret (only its hash is stored); the server makes the link's secret.
 */
export const staffAnswerSchema = z
  .object(
    {
      id: z.string({ error: STAFF_DESK_TEXTS.threadIdInvalid }).trim().regex(THREAD_ID_PATTERN, { error: STAFF_DESK_TEXTS.threadIdInvalid }),
      type: z.preprocess(
        (value) => (value === undefined || value === null || value === '' ? 'answer' : value),
        z.enum(['answer', 'close'], { error: STAFF_DESK_TEXTS.answerTypeInvalid }),
      ),
      value: z.preprocess(
        (value) => (value === null ? undefined : value),
        z.string({ error: M.invalidValue }).trim().max(CONTACT_MESSAGE_MAX_LENGTH, { error: tooLongMessage(CONTACT_MESSAGE_MAX_LENGTH) }).optional(),
      ),
      email: z.preprocess(
        (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
        z.string({ error: M.emailInvalid }).trim().toLowerCase().max(254, { error: M.emailInvalid }).pipe(z.email({ error: M.emailInvalid })).optional(),
      ),
      file: attachmentIdField,
    },
    { error: M.invalidRequest },
  )
  .superRefine((value, ctx) => {
    if (value.type === 'answer' && !isFilled(value.value)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: STAFF_DESK_TEXTS.answerRequired });
    }
    if (!isFilled(value.value) && value.file) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: STAFF_DESK_TEXTS.answerRequired });
    }
  }, EVEN_WITH_FIELD_ERRORS)
  .transform((value) => ({ ...value, value: isFilled(value.value) ? value.value : undefined }));
export type StaffAnswerInput = z.infer<typeof staffAnswerSchema>;

/** The guides the back-office edits here: only the one of the message desk (other guides are CMS pages). */
export const STAFF_GUIDE_TAGS = ['messages'] as const;
export type StaffGuideTag = (typeof STAFF_GUIDE_TAGS)[number];
export const QUICK_RESPONSES_MAX = 50;
export const QUICK_RESPONSE_TITLE_MAX_LENGTH = 120;

const quickResponseSchema = z.object(
  {
    title: requiredText(QUICK_RESPONSE_TITLE_MAX_LENGTH),
    text: requiredText(CONTACT_MESSAGE_MAX_LENGTH),
  },
  { error: STAFF_DESK_TEXTS.quickResponsesInvalid },
);
export type QuickResponse = z.infer<typeof quickResponseSchema>;

/** `PUT /api/guide/{tag} {content}`: `content.quickResponses` = [{title, text}], in the order staff want them. */
export const guideUpdateSchema = z.object(
  {
    content: z.object(
      {
        quickResponses: z
          .array(quickResponseSchema, { error: STAFF_DESK_TEXTS.quickResponsesInvalid })
          .max(QUICK_RESPONSES_MAX, { error: STAFF_DESK_TEXTS.quickResponsesTooMany }),
      },
      { error: STAFF_DESK_TEXTS.quickResponsesInvalid },
    ),
  },
  { error: M.invalidRequest },
);
export type GuideUpdateInput = z.infer<typeof guideUpdateSchema>;

export function isStaffGuideTag(tag: unknown): tag is StaffGuideTag {
  return typeof tag === 'string' && (STAFF_GUIDE_TAGS as readonly string[]).includes(tag);
}
