/** Every French text the checkout, payment and order routes answer with (tests spell them out literally). */
export const CHECKOUT_MESSAGES = {
  /** Checkout, payment and order lookup (spec 4.2, 8); ours unless said. */
  stockUnavailable: 'Nous ne sommes pas en mesure de fournir cette quantité actuellement',
  emptyCart: 'Votre panier est vide.',
  /** Ours: the delivery option cannot serve the address (a shipping zone that leaves it out). */
  deliveryUnavailable: "La livraison n'est pas disponible pour cette adresse.",
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
  /** Issue 11 item 12 ("Stock held at will"), ours. */
  transferAwaitsVerification:
    "Le paiement par virement vous sera proposé dès que notre équipe aura vérifié votre entreprise. En attendant, vous pouvez régler par carte bancaire.",
  tooManyUnpaidOrders: (cap: number) =>
    `Vous avez déjà ${cap} commandes en attente de paiement. Réglez-les, ou attendez leur annulation, avant d'en passer une nouvelle.`,
  tooManyUnpaidOrdersFromIp:
    "Trop de commandes en attente de paiement ont été passées depuis votre connexion. Veuillez réessayer plus tard ou nous contacter.",
  tooManySubmits: 'Trop de commandes envoyées depuis votre connexion. Veuillez réessayer dans quelques minutes.',
  pendingTransferExpired: 'Virement non reçu dans le délai',
  tooManyOrderLookups: 'Trop de recherches de commande. Veuillez réessayer dans quelques minutes.',
} as const
