import { expandRange, type Range } from '../define';
import type { CatalogueProduct } from '../types';

const RANGES: Range[] = [
  {
    code: 401,
    brand: 'Hydréo',
    skuPrefix: 'HYD-STP',
    categoryPath: 'chauffe-eau',
    title: 'Chauffe-eau électrique vertical Stéatite Pro',
    handle: 'chauffe-eau-electrique-vertical-steatite-pro',
    subtitle: 'Résistance stéatite : moins de calcaire, plus de longévité',
    description:
      'Stéatite Pro chauffe l’eau par une résistance sèche logée dans un fourreau, à l’abri du calcaire, ce qui prolonge sa durée de vie dans les régions où l’eau est dure. Sa cuve émaillée et son anode magnésium la protègent de la corrosion.',
    features: [
      'Résistance stéatite démontable sans vidange',
      'Cuve émaillée haute qualité et anode magnésium',
      'Isolation polyuréthane haute densité',
      'Compatible heures creuses',
      'Garantie cuve 5 ans',
    ],
    colour: 'Blanc',
    variants: [
      { key: '100l', label: '100 L', priceCents: 37990, stock: 19, powerW: 1200, size: [505, 1030, 505], weightG: 27000, note: 'La capacité de 100 litres convient à une à deux personnes.' },
      { key: '150l', label: '150 L', priceCents: 48990, stock: 26, powerW: 1800, size: [505, 1250, 505], weightG: 33500, note: 'La capacité de 150 litres convient à deux à trois personnes.' },
      { key: '200l', label: '200 L', priceCents: 56990, stock: 31, powerW: 2400, size: [570, 1340, 570], weightG: 42100, bestSeller: true, note: 'La capacité de 200 litres convient à trois à quatre personnes.' },
      { key: '300l', label: '300 L', priceCents: 81990, stock: 1, powerW: 3000, size: [570, 1870, 570], weightG: 59800, note: 'La capacité de 300 litres convient à une famille de cinq personnes ou plus.' },
    ],
  },
  {
    code: 402,
    brand: 'Hydréo',
    skuPrefix: 'HYD-SLM',
    categoryPath: 'chauffe-eau',
    title: 'Chauffe-eau électrique plat Slim',
    handle: 'chauffe-eau-electrique-plat-slim',
    subtitle: '27 cm d’épaisseur pour se glisser partout',
    description:
      'Slim loge deux cuves dans un boîtier plat de 27 cm d’épaisseur qui se fixe à la verticale ou à l’horizontale, au-dessus d’une porte ou dans un placard. Son mode rapide chauffe la première cuve en priorité pour avoir de l’eau chaude plus tôt.',
    features: [
      'Épaisseur de 270 mm seulement',
      'Pose verticale ou horizontale',
      'Double cuve et mode chauffe rapide',
      'Afficheur digital de la quantité d’eau chaude',
    ],
    colour: 'Blanc',
    variants: [
      { key: '50l', label: '50 L', priceCents: 39990, stock: 0, powerW: 1000, size: [490, 770, 270], weightG: 18200 },
      { key: '80l', label: '80 L', priceCents: 47990, stock: 12, powerW: 1500, size: [490, 1100, 270], weightG: 24600 },
    ],
  },
];

export const CHAUFFE_EAU: CatalogueProduct[] = RANGES.flatMap(expandRange);
