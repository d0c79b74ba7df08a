/** Texts of the cart drawer. Spec texts (2.5, 2.8, 8) are literal; the others are ours. */
import { VALIDATION_MESSAGES } from '@shop/shared';
import { formatPrice } from '@shop/shared';

export const cartMessages = {
  title: 'Mon panier',
  close: 'Fermer le panier',
  empty: 'Votre panier est vide.',
  lines: 'Articles du panier',
  quantity: 'Quantité',
  quantityOf: (designation: string) => `Quantité de ${designation}`,
  edit: 'Modifier',
  editLabel: (designation: string) => `Modifier la quantité de ${designation}`,
  validate: 'Valider',
  validateLabel: (designation: string) => `Valider la quantité de ${designation}`,
  remove: 'Supprimer',
  removeLabel: (designation: string) => `Supprimer ${designation} du panier`,
  /** section 8, literal */
  inventoryError: VALIDATION_MESSAGES.stockUnavailable,
  ht: 'HT',
  ttc: 'TTC',
  unitPrice: 'Prix unitaire',
  promoToggle: 'Code promo ou numéro de devis',
  promoLabel: 'Code promo ou numéro de devis',
  promoPlaceholder: 'BIENVENUE10 ou 22-ABCDEF',
  promoValidate: 'Valider',
  promoApplied: 'Code appliqué.',
  /** section 8, literal */
  promoInvalid: VALIDATION_MESSAGES.voucherInvalid,
  proPromoHint: 'Saisissez votre numéro de devis (par exemple 22-ABCDEF).',
  /** pros: the cart's lines become a quote request on the pro area's page */
  requestQuote: 'Demander un devis pour ce panier',
  requestQuoteHint: 'Nous vous répondons par e-mail avec nos meilleurs prix.',
  discounts: 'Remises',
  totals: 'Récapitulatif',
  articles: 'Articles',
  delivery: 'Livraison',
  deliveryFree: 'Offerte',
  vat: 'TVA',
  totalHt: 'Total HT',
  totalTtc: 'Total TTC',
  estimatedDelivery: (date: string) => `Livraison estimée le ${date}`,
  order: 'Commander',
  orderBlocked: 'Réduisez la quantité des articles signalés pour commander.',
  floa: (total: number, first: number, next: number) =>
    `Payez en 3 fois : ${formatPrice(first)} puis 2 × ${formatPrice(next)} (total ${formatPrice(total)}, frais de 3 % inclus)`,
  floaTitle: 'Paiement en 3 fois',
  pending: 'Mise à jour du panier…',
  addError: 'Le produit n’a pas pu être ajouté au panier.',
} as const;

/** Spec route 2.2 of the checkout. */
export const CHECKOUT_ROUTE = '/order/checkout/';
