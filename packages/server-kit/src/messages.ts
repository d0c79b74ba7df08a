/** Every French text the kit answers with, in one place (tests spell them out literally). */
export const EDGE_MESSAGES = {
  invalidJson: "Le contenu de la requête n'est pas un JSON valide.",
  bodyTooLarge: 'Le contenu de la requête est trop volumineux.',
  unsupportedBody: "Le contenu de la requête n'est pas lisible.",
  foreignOrigin: "Cette action n'est pas autorisée depuis un autre site.",
  /** An /api path no route serves (ours). */
  unknownRoute: "Cette adresse de l'API n'existe pas.",
  /** A limiter without its own text. */
  tooManyRequests: 'Trop de demandes. Veuillez réessayer dans quelques minutes.',
  /** Staff guard: not logged in as staff (ours), logged in without the grant (spec 2.7). */
  staffLoginRequired: 'Vous devez être connecté avec un compte de l’équipe.',
  accessDenied: 'Accès refusé!',
} as const
