/**
 * Texts of the checkout (spec 4.2, 5, 8). Texts the spec quotes come from the shared validation messages, so the
 * forms and the server say the same thing; the others are ours.
 */
import { VALIDATION_MESSAGES as V } from '@shop/shared';

export const checkoutMessages = {
  title: 'Commande',
  steps: ['Vos informations', 'Adresse de facturation', 'Livraison', 'Paiement'] as const,
  stepOf: (n: number) => `Étape ${n} sur 4`,
  confirm: 'Confirmer',
  back: 'Retour',
  backLabel: "Retour à l'étape précédente",
  modify: 'Modifier',
  modifyLabel: (step: string) => `Modifier : ${step}`,
  order: 'Commander',
  ordering: 'Commande en cours…',
  reset: 'Recommencer',
  resetHint: 'Effacer toutes les informations saisies',

  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'Adresse email',
  phone: 'Téléphone',
  isCompany: "J'achète pour une société",
  company: 'Société',
  tva: 'Numéro de TVA intracommunautaire (facultatif)',
  address: 'Adresse',
  addressExtra: "Complément d'adresse (facultatif)",
  zipCode: 'Code postal',
  locality: 'Ville',
  country: 'Pays',
  otherCountries: 'Autres pays (livraison à une autre adresse)',

  deliveryType: 'Mode de livraison',
  deliveryHome: "À l'adresse de facturation",
  deliveryRelai: 'En point relai',
  deliveryCustom: 'À une autre adresse',
  deliveryTo: 'Destinataire',
  comment: 'Instructions pour le livreur (facultatif)',
  /** sections 4.2 and 8, literal */
  relaiUnavailable: V.relaiUnavailable,
  billingCountryNotDelivered: V.billingCountryNotDelivered,

  paymentType: 'Moyen de paiement',
  card: 'Carte bancaire (page de paiement sécurisée)',
  transfer: 'Virement bancaire (clients professionnels)',
  /** A pro whose company staff have not verified yet (issue 11 item 12): why transfer is not offered. */
  transferAwaitsVerification:
    'Le paiement par virement vous sera proposé dès que notre équipe aura vérifié votre entreprise. En attendant, vous pouvez régler par carte bancaire.',
  infoCorrect: 'Je certifie que les informations saisies sont exactes',
  infoCorrectRequired: "Vous devez certifier l'exactitude de vos informations",
  cgvAccepted: "J'ai lu et j'accepte les",
  cgvLink: 'conditions générales de vente',
  cgvRequired: 'Vous devez accepter les conditions générales de vente',
  total: 'Total à payer TTC',
  cartEmpty: 'Votre panier est vide : ajoutez un produit avant de commander.',
  /** section 8, literal */
  inventoryError: V.stockUnavailable,
  sessionLoading: 'Chargement de votre panier…',

  transferTitle: 'Paiement par virement',
  transferIntro: (orderNumber: string) => `Votre commande ${orderNumber} est enregistrée. Elle sera traitée dès réception de votre virement :`,
  iban: 'IBAN',
  bic: 'BIC',
  holder: 'Titulaire',
  reference: 'Référence à indiquer',
  amount: 'Montant',
  seeOrder: 'Voir ma commande',

  paymentReturnTitle: 'Retour du paiement',
  paymentChecking: 'Vérification de votre paiement…',
  /** section 8: the server gives these texts; the same are kept here in case its answer has none */
  paymentRefused: 'Le paiement a été refusé par votre banque.',
  paymentAbandoned: "Le paiement n'a pas été finalisé.",
  paymentWaiting: "Le paiement n'est pas encore confirmé par la banque. Veuillez patienter quelques instants.",
  retryPayment: 'Réessayer le paiement',
  checkAgain: 'Vérifier à nouveau',
  editOrder: 'Revenir à ma commande',
} as const;
