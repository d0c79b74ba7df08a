import { formatWholeEuros, MAX_LOYALTY_PERCENT, PRO_CATALOGUE_DISCOUNT_PERCENT } from './loyalty';

/**
 * Texts of the /pro page (spec 2.1 'Entry to the professional offer'; advantages of sections 1 and 9; loyalty tiers
 * of ADR 003). The pro area itself (/pro/v1) comes with a later issue: nothing here links to it or promises it.
 */
export const proMessages = {
  seoTitle: 'Offre professionnelle',
  seoDescription: `Installateurs et entreprises : prix HT, ${PRO_CATALOGUE_DISCOUNT_PERCENT} % de remise sur le catalogue, fidélité jusqu'à ${MAX_LOYALTY_PERCENT} %, livraison offerte, devis et paiement par virement.`,
  breadcrumb: 'Offre professionnelle',
  title: "L'offre professionnelle Maison Chaleur",
  intro:
    'Électriciens, chauffagistes, installateurs, bailleurs et entreprises du bâtiment : un compte professionnel vous donne des conditions pensées pour vos chantiers.',

  audienceTitle: 'Pour qui ?',
  audience: [
    'Les entreprises du bâtiment et les artisans : électriciens, chauffagistes, plombiers, installateurs.',
    'Les bailleurs, syndics et gestionnaires de patrimoine qui équipent plusieurs logements.',
    'Toute société disposant d’un numéro SIRET qui achète pour son activité.',
  ],

  advantagesTitle: 'Vos avantages',
  advantages: {
    ht: { title: 'Prix hors taxes', text: 'Votre panier et votre commande affichent les prix hors taxes, avec la TVA sur une ligne à part.' },
    catalogue: {
      title: `${PRO_CATALOGUE_DISCOUNT_PERCENT} % de remise sur tout le catalogue`,
      text: 'Le tarif professionnel s’applique à chaque produit de votre panier, sans code à saisir.',
    },
    loyalty: {
      title: `Jusqu'à ${MAX_LOYALTY_PERCENT} % de remise de fidélité`,
      text: 'Votre remise augmente avec vos achats réglés sur les 12 derniers mois, et s’ajoute au tarif professionnel :',
    },
    delivery: { title: 'Livraison offerte', text: 'Aucun frais de livraison sur vos commandes.' },
    transfer: { title: 'Paiement par virement', text: 'Réglez vos commandes par virement bancaire, en plus de la carte.' },
    quotes: {
      title: 'Devis sur mesure',
      text: 'Pour un chantier complet, demandez un devis : vous recevez une offre chiffrée avec sa référence (par exemple 22-ABCDEF), à charger dans votre panier.',
    },
    phone: { title: 'Une ligne téléphonique dédiée', text: 'Un conseiller répond aux professionnels sur une ligne qui leur est réservée.' },
  },
  loyaltyTableCaption: 'Paliers de la remise de fidélité',
  loyaltyPaid: 'Achats réglés sur 12 mois (TTC)',
  loyaltyDiscount: 'Remise de fidélité',
  loyaltyFrom: (cents: number) => `à partir de ${formatWholeEuros(cents)}`,
  loyaltyPercent: (percent: number) => `${percent} %`,
  loyaltyNote: 'Montants payés, livraison comprise, sur les 12 derniers mois glissants ; commandes annulées ou remboursées non comptées.',

  howTitle: 'Comment ça marche ?',
  steps: [
    'Créez votre compte professionnel en indiquant le nom de votre société et votre numéro SIRET.',
    'Connectez-vous : votre panier affiche les prix hors taxes, avec le tarif professionnel et la livraison offerte.',
    'Commandez et réglez par virement bancaire ou par carte.',
    'Pour un chantier, demandez un devis depuis le formulaire de contact, panier rempli, puis chargez-le dans votre panier avec sa référence.',
  ],

  ctaTitle: 'Prêt à commander aux conditions professionnelles ?',
  createAccount: 'Créer un compte professionnel',
  login: 'Se connecter',
} as const;
