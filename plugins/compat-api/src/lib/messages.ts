/** Every French text the /api layer answers with, in one place (tests spell them out literally). */
export const MESSAGES = {
  productNotFound: 'Produit introuvable',
  invalidProductSlug: "L'identifiant du produit n'est pas valide.",
  invalidProFlag: 'Le paramètre pro doit valoir true ou false.',
} as const
