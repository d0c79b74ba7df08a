/**
 * Section 5: the contact form and its quote-request variant; section 8: its success text.
 */
import { z } from 'zod';
import { emailField, personNameField, requiredText } from './fields';
import { attachmentIdField } from './attachments';
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

/**
 * Ours: the subjects a message may have (the old /contact/messageCategory list). ORDER is the spec's default
 * (section 3); QUOTE is the quote request, which needs a logged-in user and a non-empty cart.
 */
export const MESSAGE_CATEGORIES = [
  {
    value: 'ORDER',
    label: 'Suivi de commande',
    description: 'Où en est ma commande, sa livraison, sa facture ou son paiement : indiquez votre numéro de commande.',
  },
  {
    value: 'SAV',
    label: 'Service après-vente',
    description: 'Un appareil en panne, abîmé ou incomplet, une question de garantie : joignez une photo ou votre facture.',
  },
  {
    value: 'QUOTE',
    label: 'Demande de devis',
    description: 'Un devis pour les produits de votre panier (réservé aux clients connectés dont le panier n\'est pas vide).',
  },
  {
    value: 'OTHER',
    label: 'Autre demande',
    description: 'Un conseil pour choisir votre chauffage, une question sur un produit ou sur votre compte.',
  },
] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number]['value'];
export const MESSAGE_CATEGORY_VALUES = MESSAGE_CATEGORIES.map((category) => category.value) as [
  MessageCategory,
  ...MessageCategory[],
];
export const MESSAGE_CATEGORY_INVALID = "Ce sujet de message n'existe pas";

/** POST /api/messages: the contact form with its subject taken from the list (blank = ORDER). */
export const contactMessageSchema = contactFormSchema.extend({
  subject: z.preprocess(
    (value) => (value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? 'ORDER' : value),
    z.enum(MESSAGE_CATEGORY_VALUES, { error: MESSAGE_CATEGORY_INVALID }),
  ),
  /** an id answered by POST /api/files (uploaded first), attached once */
  file: attachmentIdField,
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

/** PUT /api/messages/{id}?secret=: the customer's reply. */
export const messageReplySchema = z.object(
  { content: requiredText(CONTACT_MESSAGE_MAX_LENGTH, M.contactRequired), file: attachmentIdField },
  { error: M.invalidRequest },
);
export type MessageReplyInput = z.infer<typeof messageReplySchema>;

/** A subject from the list, blank = ORDER (the spec's default on lookup). */
const subjectOrOrder = z.preprocess(
  (value) => (value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? 'ORDER' : value),
  z.enum(MESSAGE_CATEGORY_VALUES, { error: MESSAGE_CATEGORY_INVALID }),
);

/** PUT /api/me/messages: a new message in the logged-in customer's feed (a new thread; subject blank = OTHER). */
export const meMessageSchema = z.object(
  {
    content: requiredText(CONTACT_MESSAGE_MAX_LENGTH, M.contactRequired),
    subject: z.preprocess(
      (value) => (value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? 'OTHER' : value),
      z.enum(MESSAGE_CATEGORY_VALUES, { error: MESSAGE_CATEGORY_INVALID }),
    ),
    orderNumber: z.preprocess(
      (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
      orderNumberSchema.optional(),
    ),
    file: attachmentIdField,
  },
  { error: M.invalidRequest },
);
export type MeMessageInput = z.infer<typeof meMessageSchema>;

/** POST /api/messages/lookup {email, subject (default ORDER), orderNumber}: the thread links are e-mailed. */
export const messageLookupSchema = z.object(
  {
    email: emailField(M.contactRequired, M.contactEmailInvalid),
    subject: subjectOrOrder,
    orderNumber: z.preprocess(
      (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
      orderNumberSchema.optional(),
    ),
  },
  { error: M.invalidRequest },
);
export type MessageLookupInput = z.infer<typeof messageLookupSchema>;
/** Ours: the lookup's one answer, whether or not a thread matched (nobody learns whose e-mail wrote to us). */
export const MESSAGE_LOOKUP_SENT =
  'Si des conversations correspondent à ces informations, nous venons de vous envoyer leurs liens par e-mail.';

/** Ours: the sources of a warranty registration (where the product was bought). */
export const WARRANTY_SOURCES = [
  { value: 'site', label: 'Sur notre site' },
  { value: 'magasin', label: 'En magasin' },
  { value: 'marketplace', label: 'Sur une place de marché' },
] as const;
export type WarrantySource = (typeof WARRANTY_SOURCES)[number]['value'];
export const WARRANTY_SOURCE_INVALID = "Indiquez où vous avez acheté le produit";
export const WARRANTY_REFERENCE_MAX_LENGTH = 64;
/** Ours: the warranty registration's confirmation. */
export const WARRANTY_REGISTERED = 'Votre garantie est enregistrée. Merci !';

/** POST /api/waranty {email, source, reference, firstName, lastName} (section 7 spelling). */
export const warrantySchema = z.object(
  {
    email: emailField(M.contactRequired, M.contactEmailInvalid),
    source: z.enum(
      WARRANTY_SOURCES.map((source) => source.value) as [WarrantySource, ...WarrantySource[]],
      { error: WARRANTY_SOURCE_INVALID },
    ),
    reference: requiredText(WARRANTY_REFERENCE_MAX_LENGTH, M.contactRequired),
    firstName: personNameField(),
    lastName: personNameField(),
  },
  { error: M.invalidRequest },
);
export type WarrantyInput = z.infer<typeof warrantySchema>;
