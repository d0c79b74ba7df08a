/** Ours (the spec names the route, not its texts): answers of PUT /api/newsletter/unsubscribe/{id}. */
export const NEWSLETTER_TEXTS = {
  tooManyUnsubscribes: "Trop de tentatives de désinscription. Veuillez réessayer dans quelques minutes.",
} as const
