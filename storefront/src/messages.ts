/**
 * Every text the storefront shows, in one place: a wording change is one edit, and tests spell the
 * spec's texts out literally so a drift fails them. Code names stay English; values are French.
 */
export const SHOP_NAME = 'Maison Chaleur';

export const messages = {
  header: {
    searchLabel: 'Rechercher un produit',
    searchPlaceholder: 'Rechercher un produit',
    account: 'Mon compte',
    admin: 'Administration',
    cart: 'Mon panier',
    cartCount: (n: number) => (n === 0 ? 'Panier vide' : n === 1 ? '1 article dans le panier' : `${n} articles dans le panier`),
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    menuTitle: 'Menu',
    mainNav: 'Navigation principale',
    skipToContent: 'Aller au contenu',
    allOf: (name: string) => `Tout voir : ${name}`,
  },
  menu: {
    smartlink: 'Home Smartlink',
    pro: 'Espace pro',
    blog: 'Blog',
    sav: 'SAV',
  },
  footer: {
    nav: 'Liens du pied de page',
    shop: 'Boutique',
    help: 'Aide et informations',
    legal: 'Informations légales',
    functions: 'Fonctions',
    trackOrder: 'Suivre ma commande',
    products: 'Nos produits',
    account: 'Mon compte',
    blog: 'Blog',
    faq: 'F.A.Q.',
    about: 'À propos de nous',
    legalNotice: 'Mentions légales',
    cgv: 'Conditions générales de vente',
    cookies: 'Cookies',
    privacy: 'Politique de confidentialité',
    smartlinkPrivacy: 'Confidentialité Home Smartlink',
    sitemap: 'Plan du site',
    // no year: a static page built in December would not match the visitor's clock in January (hydration)
    copyright: '© Maison Chaleur. Tous droits réservés.',
    payment: 'Moyens de paiement acceptés',
  },
  product: {
    ttc: 'TTC',
    inStock: 'En stock',
    lowStock: (n: number) => `Plus que ${n} en stock`,
    outOfStock: 'Rupture de stock',
    quantity: 'Quantité',
    addToCart: 'Ajouter au panier',
    technicalAttributes: 'Caractéristiques techniques',
    features: 'Points forts',
    power: 'Puissance',
    dimensions: 'Dimensions',
    weight: 'Poids',
    colour: 'Couleur',
    brand: 'Marque',
    ean: 'EAN',
    dimensionsHint: 'L × H × P',
    imageAlt: (title: string, index: number) => (index === 0 ? title : `${title}, vue ${index + 1}`),
    noImage: 'Image indisponible',
  },
  products: {
    title: 'Nos produits',
    description: 'Tout le catalogue Maison Chaleur : radiateurs, sèche-serviettes, cheminées, chauffe-eau, climatiseurs et accessoires.',
    // the list and search texts: features/search/messages.ts
  },
  category: {
    subCategories: 'Affiner par type',
    /** the heading (for screen readers) of the category's product cards */
    products: 'Produits de la catégorie',
    empty: 'Aucun produit dans cette catégorie pour le moment.',
  },
  breadcrumb: {
    label: 'Fil d’Ariane',
    home: 'Accueil',
    products: 'Produits',
    categories: 'Catégories',
    blog: 'Blog',
  },
  home: {
    title: 'Chauffage électrique, sèche-serviettes et chauffe-eau',
    description:
      'Maison Chaleur : radiateurs à inertie, sèche-serviettes, cheminées électriques, chauffe-eau et climatiseurs livrés chez vous.',
    ranges: 'Nos différentes gammes',
    bestSellers: 'Nos meilleures ventes',
  },
  blog: {
    title: 'Blog',
    rssTitle: 'Maison Chaleur – le blog (RSS)',
    description: 'Conseils chauffage, économies d’énergie et guides produits par l’équipe Maison Chaleur.',
    allCategories: 'Tous les articles',
    readMore: 'Lire l’article',
    by: (author: string) => `Par ${author}`,
    empty: 'Aucun article pour le moment.',
    others: 'Autres articles',
    backToBlog: 'Tous les articles du blog',
  },
  smartlink: {
    products: 'Les appareils Home Smartlink',
    articles: 'Nos articles Home Smartlink',
  },
  help: {
    title: 'F.A.Q.',
    description: 'Questions fréquentes : livraison, retours, garantie, paiement et compte professionnel.',
  },
  notFound: {
    title: 'Page introuvable',
    text: 'La page que vous recherchez n\'existe pas.',
    contact: 'Nous contacter',
    home: 'Accueil',
  },
  banners: {
    contactLabel: 'Nous contacter',
    contactText: 'Une question sur un produit ou une commande ? Nos conseillers vous répondent du lundi au vendredi, de 9h à 12h et de 14h à 17h.',
  },
  backToTop: 'Revenir en haut de la page',
  blocks: {
    compareFeature: 'Caractéristique',
    videoTitle: (title: string) => `Vidéo : ${title}`,
    playVideo: (title: string) => `Lire la vidéo : ${title}`,
    videoSoon: 'Vidéo bientôt disponible',
  },
  /** The legal notice's publisher, from the identity of /admin/societe (LCEN art. 6-III). */
  company: {
    publisherTitle: 'Éditeur du site',
    publisher: (name: string, legalForm: string, capital: string) => `Le site Maison Chaleur est édité par la société ${name}, ${legalForm} au capital de ${capital}.`,
    sellerTitle: 'Le vendeur',
    seller: (name: string, legalForm: string, capital: string) => `Le vendeur est la société ${name}, ${legalForm} au capital de ${capital}.`,
    controllerTitle: 'Responsable du traitement',
    controller: (name: string, legalForm: string, capital: string) =>
      `Le responsable du traitement de vos données est la société ${name}, ${legalForm} au capital de ${capital}.`,
    dataHost: 'Hébergeur des données',
    headOffice: 'Siège social',
    registration: 'Immatriculation',
    siren: 'SIREN',
    siret: 'SIRET',
    vatNumber: 'Numéro de TVA intracommunautaire',
    phone: 'Téléphone',
    email: 'E-mail',
    directorTitle: 'Directeur de la publication',
    hostTitle: 'Hébergement',
    host: (host: string) => `Le site est hébergé par ${host}.`,
  },
} as const;

/** Titles of the CMS pages, used when the CMS gives none (slug -> title). */
export const PAGE_TITLES: Record<string, string> = {
  about: 'À propos de nous',
  cgv: 'Conditions générales de vente',
  cookie: 'Cookies',
  legal: 'Mentions légales',
  privacy: 'Politique de confidentialité',
  sav: 'Service après-vente',
  help: 'F.A.Q.',
};
