/** Every French text the /api layer answers with, in one place (tests spell them out literally). */
export const MESSAGES = {
  productNotFound: 'Produit introuvable',
  invalidProductSlug: "L'identifiant du produit n'est pas valide.",
  invalidProFlag: 'Le paramètre pro doit valoir true ou false.',
  /** Body parsing and request guards of every /api call. */
  invalidJson: "Le contenu de la requête n'est pas un JSON valide.",
  bodyTooLarge: 'Le contenu de la requête est trop volumineux.',
  unsupportedBody: "Le contenu de la requête n'est pas lisible.",
  foreignOrigin: "Cette action n'est pas autorisée depuis un autre site.",
  /** Sessions and accounts. */
  tooManyLogins: 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.',
  unknownSessionProperty: "Cette propriété de session n'existe pas.",
  shopNotReady: "La boutique n'est pas encore prête. Veuillez réessayer plus tard.",
} as const
