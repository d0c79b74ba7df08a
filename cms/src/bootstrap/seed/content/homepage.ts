/**
 * The seeded homepage: one section of each of the seven block types. Media fields hold `picture(key)` markers
 * that the seed swaps for uploaded file ids. Best-seller items name catalogue products by EAN and slug as
 * plain text (the CMS does not call the commerce engine); the storefront may enrich them with live data.
 * Video ids are placeholders to replace with the shop's own videos.
 */

export type PictureRef = { $picture: string };
export const picture = (key: string): PictureRef => ({ $picture: key });

const variants = (prefix: string, alt: string) => ({
  small: picture(`${prefix}-small`),
  medium: picture(`${prefix}-medium`),
  large: picture(`${prefix}-large`),
  alt,
});

export const HOMEPAGE = {
  title: 'Maison Chaleur, le chauffage électrique confortable et économe',
  seoDescription:
    'Radiateurs à inertie, sèche-serviettes, cheminées électriques, chauffe-eau et climatiseurs : livraison en 5 jours ouvrés et conseils de spécialistes.',
  sections: [
    {
      __component: 'blocks.hero',
      title: 'La chaleur douce, sans gaspiller',
      text: 'Radiateurs à inertie, double cœur et sèche-serviettes sélectionnés par nos techniciens, livrés chez vous en cinq jours ouvrés.',
      primaryButtonTitle: 'Découvrir nos radiateurs',
      primaryButtonLink: '/categories/radiateurs',
      secondaryButtonTitle: 'Nos conseils',
      secondaryButtonLink: '/blog',
      image: variants('hero', 'Radiateur à inertie dans un salon chaleureux'),
    },
    {
      __component: 'blocks.category',
      title: 'Nos différentes gammes',
      text: 'Du radiateur à inertie au chauffe-eau, tout pour chauffer la maison et produire l’eau chaude.',
      items: [
        { title: 'Radiateurs', image: picture('category-radiateurs'), to: '/categories/radiateurs' },
        { title: 'Sèche-serviettes', image: picture('category-seche-serviette'), to: '/categories/seche-serviette' },
        { title: 'Cheminées électriques', image: picture('category-cheminees'), to: '/categories/cheminees-electriques' },
        { title: 'Chauffe-eau', image: picture('category-chauffe-eau'), to: '/categories/chauffe-eau' },
        { title: 'Climatiseurs', image: picture('category-climatiseurs'), to: '/categories/climatiseurs' },
        { title: 'Home Smartlink', image: picture('category-home-smartlink'), to: '/home-smartlink' },
        { title: 'Accessoires', image: picture('category-accessoires'), to: '/categories/accessorires' },
      ],
    },
    {
      __component: 'blocks.best-sellers',
      title: 'Nos meilleures ventes',
      text: 'Les appareils que nos clients choisissent le plus, saison après saison.',
      primaryButtonTitle: 'Voir tous les produits',
      primaryButtonLink: '/products',
      items: [
        {
          title: 'Radiateur à inertie céramique Solena 1000 W',
          price: 39990,
          ean: '3760891101015',
          to: '/products/radiateur-inertie-ceramique-solena-1000w',
          image: picture('product-inertie'),
        },
        {
          title: 'Radiateur double cœur céramique-aluminium Nova 1000 W',
          price: 44990,
          ean: '3760891111014',
          to: '/products/radiateur-double-coeur-ceramique-aluminium-nova-1000w',
          image: picture('product-double-coeur'),
        },
        {
          title: 'Sèche-serviettes Ondine 500 W',
          price: 24990,
          ean: '3760891201012',
          to: '/products/seche-serviettes-ondine-500w',
          image: picture('product-seche-serviettes'),
        },
        {
          title: 'Chauffe-eau électrique vertical Stéatite Pro 200 L',
          price: 56990,
          ean: '3760891401030',
          to: '/products/chauffe-eau-electrique-vertical-steatite-pro-200l',
          image: picture('product-chauffe-eau'),
        },
        {
          title: 'Foyer électrique encastrable Lumen 86 cm',
          price: 44990,
          ean: '3760891301026',
          to: '/products/foyer-electrique-encastrable-lumen-86cm',
          image: picture('product-cheminee'),
        },
        {
          title: 'Climatiseur mural réversible Inverter 3,5 kW',
          price: 109000,
          ean: '3760891501020',
          to: '/products/climatiseur-mural-reversible-inverter-3500w',
          image: picture('product-climatiseur'),
        },
      ],
    },
    {
      __component: 'blocks.feature',
      title: 'Home Smartlink, votre chauffage dans la poche',
      text: 'Pilotez chaque pièce depuis votre smartphone, programmez vos absences et suivez votre consommation jour après jour.',
      primaryButtonTitle: 'Découvrir Home Smartlink',
      primaryButtonLink: '/home-smartlink',
      secondaryButtonTitle: "Voir l'offre",
      secondaryButtonLink: '/offre/home-smartlink',
      image: variants('feature-smartlink', 'Maison connectée Home Smartlink'),
      items: [
        { title: 'Pilotage à distance', text: 'Réglez la température de chaque pièce, où que vous soyez.' },
        { title: 'Plannings par pièce', text: 'Confort quand vous êtes là, éco quand vous partez.' },
        { title: 'Suivi de consommation', text: 'Un historique clair pour repérer les économies possibles.' },
      ],
    },
    {
      __component: 'blocks.compare-table',
      title: 'Quelle technologie de radiateur choisir ?',
      text: 'Les quatre grandes familles de radiateurs électriques comparées sur les critères qui comptent.',
      features: [
        { label: 'Montée en température', caption: 'Rapidité à chauffer la pièce' },
        { label: 'Douceur de la chaleur', caption: 'Chaleur homogène, sans à-coups' },
        { label: 'Chaleur après coupure', caption: 'Restitution une fois la résistance arrêtée' },
        { label: 'Budget', caption: "Prix d'achat indicatif" },
      ],
      items: [
        {
          label: 'Inertie',
          name: 'Céramique',
          values: [
            { symbol: '●●○', title: 'Rapide' },
            { symbol: '●●●', title: 'Très douce' },
            { symbol: '●●○', title: 'Bonne' },
            { symbol: '€€', title: 'Intermédiaire' },
          ],
        },
        {
          label: 'Inertie',
          name: 'Fonte',
          values: [
            { symbol: '●○○', title: 'Progressive' },
            { symbol: '●●●', title: 'Très douce' },
            { symbol: '●●●', title: 'Excellente' },
            { symbol: '€€€', title: 'Élevé' },
          ],
        },
        {
          label: 'Double cœur',
          name: 'Céramique-aluminium',
          values: [
            { symbol: '●●●', title: 'Très rapide' },
            { symbol: '●●●', title: 'Très douce' },
            { symbol: '●●○', title: 'Bonne' },
            { symbol: '€€€', title: 'Élevé' },
          ],
        },
        {
          label: 'Rayonnant',
          name: 'Panneau rayonnant',
          values: [
            { symbol: '●●●', title: 'Très rapide' },
            { symbol: '●○○', title: 'Correcte' },
            { symbol: '○○○', title: 'Faible' },
            { symbol: '€', title: 'Économique' },
          ],
        },
      ],
    },
    {
      __component: 'blocks.banner',
      title: 'Professionnels : vos prix HT et la livraison offerte',
      text: "2 % de remise sur tout le catalogue, jusqu'à 15 % de remise fidélité, paiement par virement et devis sur mesure.",
      primaryButtonTitle: "Découvrir l'offre pro",
      primaryButtonLink: '/pro',
      secondaryButtonTitle: 'Créer un compte',
      secondaryButtonLink: '/login',
      image: variants('banner-pro', 'Radiateur et cotes de pose pour les professionnels'),
    },
    {
      __component: 'blocks.video-grid',
      title: 'Nos vidéos conseils',
      text: 'Installation, réglages et entretien expliqués pas à pas par nos techniciens.',
      items: [
        {
          videoId: 'A_RENSEIGNER_01',
          title: 'Poser un radiateur à inertie',
          text: 'Fixation murale, distances à respecter et raccordement du fil pilote.',
        },
        {
          videoId: 'A_RENSEIGNER_02',
          title: 'Programmer son chauffage',
          text: 'Régler les plages confort et éco pour chauffer juste au bon moment.',
        },
        {
          videoId: 'A_RENSEIGNER_03',
          title: 'Entretenir son sèche-serviettes',
          text: 'Les bons gestes pour garder un appareil performant et silencieux.',
        },
      ],
    },
  ],
};

export const HOMEPAGE_BLOCK_TYPES = [
  'blocks.hero',
  'blocks.banner',
  'blocks.feature',
  'blocks.best-sellers',
  'blocks.category',
  'blocks.compare-table',
  'blocks.video-grid',
] as const;
