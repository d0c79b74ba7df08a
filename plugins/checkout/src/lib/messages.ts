/** Every French text the checkout, payment and order routes answer with (tests spell them out literally). */
export const CHECKOUT_MESSAGES = {
  /** Checkout, payment and order lookup (spec 4.2, 8); ours unless said. */
  stockUnavailable: 'Nous ne sommes pas en mesure de fournir cette quantité actuellement',
  emptyCart: 'Votre panier est vide.',
  shopNotReady: "La boutique n'est pas encore prête. Veuillez réessayer plus tard.",
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
