/**
 * Ours: the newsletter unsubscribe link `/unsubscribe/{id}` (spec 2.1) and `PUT /api/newsletter/unsubscribe/{id}`
 * (spec 7). `id` is the token of the e-mailed link: 256 random bits in base64url, 43 characters.
 */
import { z } from 'zod';

export const UNSUBSCRIBE_LINK_MALFORMED = "Ce lien de désinscription n'est pas valide.";
export const UNSUBSCRIBE_LINK_UNKNOWN = "Ce lien de désinscription n'est pas valide ou a expiré.";

export const unsubscribeTokenSchema = z
  .string({ error: UNSUBSCRIBE_LINK_MALFORMED })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: UNSUBSCRIBE_LINK_MALFORMED });

/** The route's parameter: `{ id }` where id is the token. */
export const unsubscribeParamsSchema = z.object({ id: unsubscribeTokenSchema }, { error: UNSUBSCRIBE_LINK_MALFORMED });
export type UnsubscribeParams = z.infer<typeof unsubscribeParamsSchema>;

/** Ours: RFC 8058 one-click unsubscribe, the body a mail provider POSTs to the List-Unsubscribe address. */
export const ONE_CLICK_BODY_INVALID = 'Désinscription en un clic : le formulaire attendu est « List-Unsubscribe=One-Click ».';
export const oneClickUnsubscribeSchema = z.object(
  { 'List-Unsubscribe': z.literal('One-Click', { error: ONE_CLICK_BODY_INVALID }) },
  { error: ONE_CLICK_BODY_INVALID },
);
