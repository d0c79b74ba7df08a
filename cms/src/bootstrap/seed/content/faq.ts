import type { FaqSeed } from './types';

export const FAQ_ITEMS: FaqSeed[] = [
  {
    category: 'livraison',
    order: 1,
    question: 'Quels sont les délais de livraison ?',
    answer:
      "Les produits en stock sont expédiés sous 24 à 48 heures ouvrées. La date de livraison estimée, affichée sur chaque fiche produit et dans le panier, est calculée à cinq jours ouvrés à partir d'aujourd'hui, hors week-ends et jours fériés. Vous recevez un e-mail avec le numéro de suivi dès le départ du colis.",
  },
  {
    category: 'livraison',
    order: 2,
    question: 'Dans quels pays livrez-vous ? Puis-je être livré en point relais ?',
    answer:
      "Nous livrons à domicile en France métropolitaine et dans une trentaine de pays européens, dont la Belgique, la Suisse, le Luxembourg, l'Allemagne, l'Espagne, l'Italie et le Portugal. La livraison en point relais est momentanément indisponible : seule la livraison à domicile peut être choisie lors de la commande.",
  },
  {
    category: 'commande',
    order: 3,
    question: 'Comment suivre ma commande ?',
    answer:
      "Rendez-vous sur la page « Suivre ma commande », accessible depuis le pied de page, et saisissez votre numéro de commande ainsi que l'adresse e-mail utilisée lors de l'achat. Si vous avez un compte, l'historique complet de vos commandes et leur état sont également disponibles dans « Mon compte ».",
  },
  {
    category: 'retours',
    order: 4,
    question: 'Puis-je retourner un produit ?',
    answer:
      "Oui. Vous disposez d'un délai de quatorze jours à compter de la réception pour exercer votre droit de rétractation, sans avoir à vous justifier. Le produit doit être retourné complet, dans son emballage d'origine et en parfait état. Contactez notre service client depuis la page contact pour obtenir l'adresse de retour ; le remboursement intervient sous quatorze jours après réception du colis.",
  },
  {
    category: 'retours',
    order: 5,
    question: 'Mon colis est arrivé endommagé, que faire ?',
    answer:
      "Refusez le colis si l'emballage est visiblement abîmé, ou notez des réserves précises sur le bon du transporteur. Prenez ensuite des photos du carton et du produit, puis écrivez-nous sous 48 heures via la page contact en indiquant votre numéro de commande : nous organisons l'échange ou le remboursement.",
  },
  {
    category: 'garantie',
    order: 6,
    question: 'Quelle est la garantie de mes appareils ?',
    answer:
      "Tous nos produits bénéficient de la garantie légale de conformité de deux ans et de la garantie contre les vices cachés. La plupart des fabricants ajoutent une garantie commerciale, de deux à dix ans selon les modèles et les pièces (corps de chauffe, électronique) : sa durée est indiquée sur la fiche produit. Pensez à enregistrer votre appareil sur la page « Garantie » pour faciliter toute demande ultérieure.",
  },
  {
    category: 'garantie',
    order: 7,
    question: 'Mon radiateur ne chauffe plus, comment faire une demande de SAV ?',
    answer:
      "Vérifiez d'abord que l'appareil n'est pas en mode hors-gel ou arrêt via le fil pilote ou la programmation. Si la panne persiste, ouvrez une demande depuis la page « Service après-vente » avec votre numéro de commande, la référence du produit et une courte description ou une vidéo du problème. Notre équipe technique vous répond du lundi au vendredi, de 9 h à 12 h et de 14 h à 17 h.",
  },
  {
    category: 'paiement',
    order: 8,
    question: 'Quels moyens de paiement acceptez-vous ?',
    answer:
      "Le paiement par carte bancaire (CB, Visa, Mastercard) se fait sur la page sécurisée de notre prestataire de paiement : nous n'avons jamais accès à vos coordonnées bancaires. Le paiement en trois fois par carte est proposé dans le panier pour les commandes éligibles, avec des frais indiqués avant validation. Les clients professionnels peuvent également régler par virement bancaire.",
  },
  {
    category: 'compte-pro',
    order: 9,
    question: 'Quels sont les avantages du compte professionnel ?',
    answer:
      "Les installateurs, électriciens et entreprises bénéficient d'un espace dédié avec des prix affichés hors taxes, une remise de 2 % sur tout le catalogue, des remises de fidélité pouvant atteindre 15 %, la livraison offerte, le paiement par virement et une ligne téléphonique réservée. Vous pouvez aussi demander un devis, puis le charger dans votre panier à l'aide de sa référence (par exemple 22-ABCDEF).",
  },
  {
    category: 'compte-pro',
    order: 10,
    question: 'Comment ouvrir un compte professionnel ?',
    answer:
      "Lors de la création de votre compte, cochez « Je suis un professionnel » et renseignez le nom de votre société ainsi que votre numéro SIRET. Notre équipe vérifie les informations sous un jour ouvré ; une fois le compte validé, les prix professionnels s'affichent dès votre connexion.",
  },
];
