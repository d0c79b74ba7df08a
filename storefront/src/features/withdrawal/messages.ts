import { WITHDRAWAL_LINK } from './link';

/** Every French text of the withdrawal function's screens (the link's words are the decree's, D221-5). */
export const withdrawalMessages = {
  link: WITHDRAWAL_LINK,
  submit: 'confirmer la rétractation',
  submitting: 'Envoi en cours…',
  title: 'Renoncer au contrat (rétractation)',
  intro:
    'Vous avez 14 jours après la réception de votre commande pour vous rétracter, sans avoir à vous justifier (avant la livraison, vous le pouvez à tout moment). Remplissez ce formulaire : il reprend le formulaire type de rétractation. Un accusé de réception vous est envoyé aussitôt par e-mail.',
  proNotice: 'Les commandes passées par un client professionnel ne donnent pas droit à la rétractation.',
  formTitle: 'Déclaration de rétractation',
  declarationLead: 'À l’attention de Maison Chaleur, 18 rue des Forges, 69007 Lyon, contact@maison-chaleur.fr :',
  email: 'E-mail utilisé pour la commande',
  orderNumber: 'Numéro de commande',
  name: 'Nom et prénom',
  address: 'Adresse',
  orderedOn: 'Commandé le',
  receivedOn: 'Reçu le',
  comment: 'Précisions (facultatif)',
  linesTitle: 'Articles concernés',
  linesHint: 'Ne cochez rien pour renoncer à toute la commande.',
  quantity: (title: string) => `Quantité renvoyée de ${title}`,
  lastDay: (day: string) => `Vous pouvez vous rétracter jusqu’au ${day} inclus.`,
  beforeDelivery: 'Votre commande n’est pas encore livrée : vous pouvez vous rétracter à tout moment.',
  doneTitle: 'Votre rétractation est enregistrée',
  doneIntro: (when: string) => `Nous l’avons reçue le ${when}. Un accusé de réception avec ce contenu vient d’être envoyé à votre adresse e-mail.`,
  wholeOrder: 'toute la commande',
  goods: 'Articles concernés',
  sentAt: 'Date et heure d’envoi',
  returned: 'Retour des articles reçu le',
  alreadyTitle: 'Une rétractation est déjà enregistrée pour cette commande',
  notFound: 'Aucune commande ne correspond à cet e-mail et à ce numéro.',
} as const;
