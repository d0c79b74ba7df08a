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
  /** Checkout, payment and order lookup (spec 4.2, 8); ours unless said. */
  stockUnavailable: 'Nous ne sommes pas en mesure de fournir cette quantité actuellement',
  emptyCart: 'Votre panier est vide.',
  paymentRefused: 'Le paiement a été refusé par votre banque.',
  paymentAbandoned: "Le paiement n'a pas été finalisé.",
  paymentWaiting: "Le paiement n'est pas encore confirmé par la banque. Veuillez patienter quelques instants.",
  transferProOnly: 'Le paiement par virement est réservé aux clients professionnels connectés.',
  orderNotPayable: 'Cette commande ne peut plus être payée.',
  /** createPaiement on an order the cleanup job closed (ours; docs/adr/002-payment-flow.md). */
  orderExpired:
    "Cette commande a expiré car son paiement n'a pas été finalisé à temps. Ses articles ont été remis dans votre panier : vous pouvez commander à nouveau.",
  paymentUnavailable: "Le paiement par carte n'est pas disponible pour le moment. Veuillez réessayer plus tard.",
  paymentNotFound: 'Ce paiement est introuvable.',
  tooManyOrderLookups: 'Trop de recherches de commande. Veuillez réessayer dans quelques minutes.',
} as const
