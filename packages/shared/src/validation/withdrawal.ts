/**
 * The withdrawal declaration (Code de la consommation L221-21, annex to R221-1: the model form's fields), sent to
 * `POST /api/withdrawal` by anyone holding the order number and the buyer's e-mail, or by the logged-in owner.
 */
import { z } from 'zod';
import { emailField, optionalText, requiredText } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';
import { orderNumberSchema } from './orders';

export const WITHDRAWAL_MESSAGES = {
  nameRequired: 'Indiquez votre nom.',
  addressRequired: 'Indiquez votre adresse.',
  dateInvalid: 'La date doit être au format AAAA-MM-JJ.',
  linesInvalid: 'Les articles choisis ne sont pas valides.',
  quantityInvalid: 'La quantité doit être un nombre entier d’au moins 1.',
} as const;

/** The model form's sentence, completed by the shop with the order's number (sent and recorded as is). */
export const WITHDRAWAL_DECLARATION =
  'Je vous notifie par la présente ma rétractation du contrat portant sur la vente du bien ci-dessous.';

const isoDate = z.preprocess(
  (value) => (value === null || value === '' ? undefined : value),
  z
    .string({ error: WITHDRAWAL_MESSAGES.dateInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: WITHDRAWAL_MESSAGES.dateInvalid })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: WITHDRAWAL_MESSAGES.dateInvalid })
    .optional(),
);

export const withdrawalLineSchema = z.object(
  {
    id: z.string({ error: WITHDRAWAL_MESSAGES.linesInvalid }).trim().min(1, { error: WITHDRAWAL_MESSAGES.linesInvalid }).max(64),
    quantity: z
      .number({ error: WITHDRAWAL_MESSAGES.quantityInvalid })
      .int({ error: WITHDRAWAL_MESSAGES.quantityInvalid })
      .min(1, { error: WITHDRAWAL_MESSAGES.quantityInvalid })
      .max(999, { error: WITHDRAWAL_MESSAGES.quantityInvalid }),
  },
  { error: WITHDRAWAL_MESSAGES.linesInvalid },
);

/** `POST /api/withdrawal`: no lines means the whole order. */
export const withdrawalRequestSchema = z.object(
  {
    email: emailField(M.emailRequired, M.emailInvalid),
    orderNumber: orderNumberSchema,
    lines: z.array(withdrawalLineSchema, { error: WITHDRAWAL_MESSAGES.linesInvalid }).max(100).optional(),
    name: requiredText(80, WITHDRAWAL_MESSAGES.nameRequired),
    address: requiredText(300, WITHDRAWAL_MESSAGES.addressRequired),
    orderedOn: isoDate,
    receivedOn: isoDate,
    comment: optionalText(1000),
  },
  { error: M.invalidRequest },
);

export type WithdrawalRequestInput = z.infer<typeof withdrawalRequestSchema>;

/** `POST /api/admin/order/{id}/withdrawal` (staff): the goods came back. */
export const withdrawalReturnSchema = z.object(
  { note: optionalText(500) },
  { error: M.invalidRequest },
);

/** One recorded request, as the customer's order pages and the staff order screen show it. */
export type ApiWithdrawal = {
  orderNumber: string;
  requestedAt: string;
  name: string;
  address: string;
  email: string;
  orderedOn: string | null;
  receivedOn: string | null;
  declaration: string;
  comment: string | null;
  /** null: the whole order */
  lines: { id: string; title: string; quantity: number }[] | null;
  returnedAt: string | null;
  returnNote: string | null;
};

/** `GET /api/withdrawal/{orderNumber}`: the request if any, else whether one may be made now and until when. */
export type ApiWithdrawalStatus = {
  withdrawal: ApiWithdrawal | null;
  open: boolean;
  /** the French reason when closed */
  reason: string | null;
  /** last day (YYYY-MM-DD, Paris) when delivered; null before delivery */
  lastDay: string | null;
  /** the order's lines, to choose those sent back */
  items: { id: string; title: string; quantity: number }[];
};
