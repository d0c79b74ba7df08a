/**
 * Section 5: the contact form and its quote-request variant; section 8: its success text.
 */
import { z } from 'zod';
import { emailField, requiredText } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';
import { orderNumberSchema } from './orders';

/** Ours: bounds of the free texts of a message. */
export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_SUBJECT_MAX_LENGTH = 150;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export const contactFormSchema = z.object(
  {
    name: requiredText(CONTACT_NAME_MAX_LENGTH, M.contactRequired),
    email: emailField(M.contactRequired, M.contactEmailInvalid),
    subject: requiredText(CONTACT_SUBJECT_MAX_LENGTH, M.contactRequired),
    orderNumber: z.preprocess(
      (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
      orderNumberSchema.optional(),
    ),
    message: requiredText(CONTACT_MESSAGE_MAX_LENGTH, M.contactRequired),
  },
  { error: M.invalidRequest },
);

export type ContactFormInput = z.infer<typeof contactFormSchema>;

/** A quote request needs a logged-in user and a non-empty cart; undefined when it may be sent. */
export function quoteRequestError(state: { isLogged: boolean; cartLineCount: number }): string | undefined {
  if (!state.isLogged) return M.quoteRequestNeedsLogin;
  if (state.cartLineCount <= 0) return M.quoteRequestEmptyCart;
  return undefined;
}

export const QUOTE_REQUEST_NEEDS_LOGIN = M.quoteRequestNeedsLogin;
export const QUOTE_REQUEST_EMPTY_CART = M.quoteRequestEmptyCart;
export const CONTACT_SUCCESS = M.contactSuccess;
