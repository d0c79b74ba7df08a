import type { ArticleCategorySeed } from './types';

export const ARTICLE_CATEGORIES: ArticleCategorySeed[] = [
  {
    slug: 'conseils-chauffage',
    name: 'Conseils chauffage',
    description: 'Dimensionner, placer et régler ses appareils pour un confort homogène dans toute la maison.',
  },
  {
    slug: 'economies-energie',
    name: "Économies d'énergie",
    description: 'Programmation, bons réglages et gestes du quotidien pour consommer moins sans avoir froid.',
  },
  {
    slug: 'guides-produits',
    name: 'Guides produits',
    description: 'Comprendre les technologies et choisir le bon appareil : radiateurs, sèche-serviettes, chauffe-eau.',
  },
  {
    // the connected-home line's articles are also pages of /home-smartlink/ (storefront lib/smartlink.ts)
    slug: 'home-smartlink',
    name: 'Home Smartlink',
    description: 'Installer, régler et tirer le meilleur de la gamme connectée Home Smartlink.',
  },
];
