import { expandRange, type Range } from '../define';
import type { CatalogueProduct } from '../types';

const RANGES: Range[] = [
  {
    code: 301,
    brand: 'Flammaé',
    skuPrefix: 'FLA-LUM',
    categoryPath: 'cheminees-electriques',
    title: 'Foyer électrique encastrable Lumen',
    handle: 'foyer-electrique-encastrable-lumen',
    subtitle: 'Un feu réaliste à encastrer dans votre habillage',
    description:
      'Le foyer Lumen s’encastre dans un habillage existant ou une niche en placoplâtre pour recréer l’ambiance d’un vrai feu de bois. Ses flammes LED à trois intensités fonctionnent avec ou sans chauffage, toute l’année.',
    features: [
      'Effet flamme LED réaliste, 3 intensités et 5 couleurs de braises',
      'Chauffage d’appoint 750 / 1500 W réglable',
      'Télécommande et minuterie jusqu’à 9 heures',
      'Flammes sans chauffage pour les soirées d’été',
    ],
    colour: 'Noir',
    variants: [
      { key: '66cm', label: '66 cm', priceCents: 29990, stock: 23, powerW: 1500, size: [660, 460, 180], weightG: 12400, note: 'La version 66 cm s’intègre dans un conduit de cheminée classique.' },
      { key: '86cm', label: '86 cm', priceCents: 44990, stock: 11, powerW: 1500, size: [860, 500, 180], weightG: 16100, bestSeller: true },
      { key: '127cm', label: '127 cm', priceCents: 74990, stock: 2, powerW: 1500, size: [1270, 540, 190], weightG: 24300, note: 'La version panoramique de 127 cm devient le point focal du salon.' },
    ],
  },
  {
    code: 302,
    brand: 'Flammaé',
    skuPrefix: 'FLA-ATR',
    categoryPath: 'cheminees-electriques',
    title: 'Cheminée électrique avec manteau Âtre Classique',
    handle: 'cheminee-electrique-manteau-atre-classique',
    subtitle: 'Le charme d’une cheminée d’antan, sans conduit',
    description:
      'Âtre Classique associe un manteau en MDF moulé à un foyer électrique de 2000 W pour un salon chaleureux sans travaux ni conduit. Il se pose contre un mur, se branche sur une prise et ne produit ni fumée ni cendres.',
    features: [
      'Manteau en MDF moulé, finition laquée',
      'Foyer 1000 / 2000 W avec thermostat',
      'Bûches et braises lumineuses réalistes',
      'Fixation murale anti-basculement fournie',
    ],
    colour: 'Blanc',
    variants: [
      { key: 'blanc', label: 'blanc', priceCents: 109000, stock: 5, powerW: 2000, size: [1200, 1020, 300], weightG: 35200 },
      { key: 'noir', label: 'noir', priceCents: 109000, stock: 0, powerW: 2000, size: [1200, 1020, 300], weightG: 35200, colour: 'Noir' },
    ],
  },
  {
    code: 303,
    brand: 'Flammaé',
    skuPrefix: 'FLA-PAN',
    categoryPath: 'cheminees-electriques',
    title: 'Cheminée électrique murale Panorama 1800 W',
    handle: 'cheminee-electrique-murale-panorama-1800w',
    subtitle: 'Un tableau de flammes accroché au mur',
    description:
      'Panorama s’accroche au mur comme un écran plat et déroule 150 cm de flammes au-dessus d’un lit de cristaux. Sa vitre teintée reste froide au toucher et son chauffage de 1800 W complète celui d’une grande pièce de vie.',
    features: [
      'Largeur panoramique 1500 mm',
      'Lit de cristaux et bûches fournis',
      'Vitre teintée froide au toucher',
      'Chauffage 900 / 1800 W, télécommande et application',
      'Consommation de l’effet flamme seul : 30 W',
    ],
    colour: 'Noir',
    variants: [
      { key: '', label: '', priceCents: 129000, stock: 6, powerW: 1800, size: [1500, 560, 140], weightG: 28400 },
    ],
  },
];

export const CHEMINEES: CatalogueProduct[] = RANGES.flatMap(expandRange);
