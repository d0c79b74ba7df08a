/**
 * `PUT /api/checkout/createPaiement {orderNumber, paiementId, type}` (section 7). `paiementId` is the client's id of
 * this payment attempt: sending the same one again answers the same transaction instead of opening a second payment.
 * `security` (the order's token) lets a caller without the order's session pay it, e.g. from the e-mail link.
 */
import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './messages';
import { orderNumberSchema } from './orders';

export const PAYMENT_TYPES = ['card', 'transfer'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Letters, digits, dash and underscore, 1 to 64: a UUID, a nanoid or a counter all fit. */
export const PAYMENT_ATTEMPT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const createPaymentSchema = z.object(
  {
    orderNumber: orderNumberSchema,
    paiementId: z.string({ error: M.required }).trim().regex(PAYMENT_ATTEMPT_ID_PATTERN, { error: M.invalidValue }),
    type: z.enum(PAYMENT_TYPES, { error: M.invalidValue }),
    security: z.string({ error: M.invalidValue }).trim().max(128, { error: M.invalidValue }).optional(),
  },
  { error: M.invalidRequest },
);

export type CreatePaymentInput = z.infer<typeof createPaymentSchema>;
