/** Texts of the order pages (spec 2.2, 4.2, 5, 8): the spec's are literal (from the shared messages), others ours. */
import { VALIDATION_MESSAGES as V } from '@shop/shared';

export const orderMessages = {
  /** section 2.2, literal */
  statusTitle: 'Suivre ma commande',
  lookupTitle: 'Recherche de commande',
  lookupIntro: 'Saisissez l’adresse email utilisée pour la commande et son numéro (il figure dans l’email de confirmation).',
  /** The lookup's answer (issue 11 item 6: the detail link goes by e-mail only); ours. */
  lookupFound: (orderNumber: string, date: string) => `Commande ${orderNumber} du ${date}`,
  lookupTotal: (total: string) => `Total TTC : ${total}`,
  lookupLinkSent: 'Le lien vers le détail de votre commande vient de vous être envoyé par email.',
  email: 'Adresse email',
  orderNumber: 'Numéro de commande',
  orderNumberHint: 'Par exemple MC-7KQ2M9XA',
  search: 'Rechercher',
  searching: 'Recherche…',
  /** section 8, literal */
  orderNumberInvalid: V.orderNumberInvalid,
  orderNotFound: V.orderNotFound,
  invoice: 'Facture (PDF)',
  invoiceLabel: (orderNumber: string) => `Télécharger la facture de la commande ${orderNumber}`,

  detailsTitle: (orderNumber: string) => `Commande ${orderNumber}`,
  /** an order placed from a quote keeps its number (issue 13) */
  fromQuote: (ref: string) => `Commande passée sur le devis ${ref}`,
  loading: 'Chargement de la commande…',
  state: 'État de la commande',
  date: 'Date',
  lines: 'Articles',
  designation: 'Désignation',
  quantity: 'Quantité',
  unitPrice: 'Prix unitaire TTC',
  lineTotal: 'Total TTC',
  totals: 'Totaux',
  articles: 'Articles TTC',
  delivery: 'Livraison TTC',
  free: 'Offerte',
  net: 'Total TTC',
  ht: 'Total HT',
  vat: 'dont TVA',
  billing: 'Adresse de facturation',
  shipping: 'Adresse de livraison',
  history: 'Historique',
  trackAnother: 'Rechercher une autre commande',

  confirmTitle: 'Merci pour votre commande !',
  confirmed: (orderNumber: string) => `Votre paiement est accepté : la commande ${orderNumber} est confirmée.`,
  emailNotice: (email: string) => `Un email de confirmation vous a été envoyé à ${email}.`,
  emailNoticeNoAddress: 'Un email de confirmation vous a été envoyé.',
  spamHint: 'Vous ne le trouvez pas ? Pensez à vérifier votre dossier de courriers indésirables (spam).',
  redirectNotice: (seconds: number, toDetails: boolean) =>
    `Vous allez être redirigé vers ${toDetails ? 'le détail de votre commande' : "l'accueil"} dans ${seconds} seconde${seconds > 1 ? 's' : ''}.`,
  goNow: 'Y aller maintenant',
  missingPayment: 'Aucun paiement à vérifier.',
  backToCheckout: 'Revenir à ma commande',
} as const;
