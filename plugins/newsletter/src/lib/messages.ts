/** French texts of the workflows' refusals (the /api layer validates before; these guard other callers). */
export const NEWSLETTER_MESSAGES = {
  emailInvalid: "Saisissez une adresse email valide",
  sourceInvalid: "Cette origine d'inscription n'existe pas.",
  subscriberNotFound: "Ce lien de désinscription n'est pas valide ou a expiré.",
  unsubscribeTargetMissing: "Indiquez le lien de désinscription ou le compte client.",
  /** Ours: 429 of PUT /api/newsletter/unsubscribe/{id}. */
  tooManyUnsubscribes: "Trop de tentatives de désinscription. Veuillez réessayer dans quelques minutes.",
} as const
