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
  /** Sign-ups past the per-IP limit (ours, issue 11 item 12). */
  tooManySignups: 'Trop de comptes ont été créés depuis votre connexion. Veuillez réessayer plus tard.',
  tooManyLogins: 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.',
  unknownSessionProperty: "Cette propriété de session n'existe pas.",
  shopNotReady: "La boutique n'est pas encore prête. Veuillez réessayer plus tard.",
  /** Forgotten password (POST/PUT /api/iforgot) and the account pages (/api/me*); ours unless said. */
  passwordResetRequested:
    'Si un compte existe pour cette adresse email, vous allez recevoir un email avec un lien pour changer votre mot de passe.',
  tooManyPasswordResets: 'Trop de demandes de changement de mot de passe. Veuillez réessayer plus tard.',
  passwordResetDone: 'Vous pouvez maintenant vous connecter avec votre nouveau mot de passe.',
  notLoggedIn: 'Vous devez être connecté.',
  wrongOldPassword: 'Le mot de passe actuel est incorrect.',
  passwordChanged: 'Votre mot de passe a été modifié.',
  emailChangeRefused: "L'adresse email de votre compte ne peut pas être modifiée ici : contactez-nous pour la changer.",
  /** Cart (PUT /api/cart): a valid EAN that no product of the storefront carries. */
  cartProductNotFound: "Aucun produit de la boutique ne correspond à ce code EAN.",
  /** A second voucher code on a cart whose codes do not combine (ours). */
  voucherNotCombinable: "Ce code ne se cumule pas avec le code promo déjà appliqué à votre panier.",
} as const
