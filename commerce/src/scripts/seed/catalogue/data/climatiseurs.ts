import { expandRange, type Range } from '../define';
import type { CatalogueProduct } from '../types';

/** powerW is the nominal cooling capacity, the figure buyers compare. */
const RANGES: Range[] = [
  {
    code: 501,
    brand: 'Climéo',
    skuPrefix: 'CLI-MUR',
    categoryPath: 'climatiseurs',
    title: 'Climatiseur mural réversible Inverter',
    handle: 'climatiseur-mural-reversible-inverter',
    subtitle: 'Fraîcheur l’été, chauffage économique l’hiver',
    description:
      'Ce climatiseur mural réversible rafraîchit en été et chauffe en mi-saison avec un rendement bien supérieur à celui d’un radiateur. Sa technologie Inverter module la puissance pour éviter les cycles marche-arrêt et rester silencieuse.',
    features: [
      'Réversible chaud / froid, technologie Inverter',
      'Classe énergétique A++ en froid et A+ en chaud',
      'Unité intérieure à 22 dB en mode nuit',
      'Wi-Fi intégré, pilotage depuis l’application',
      'Installation par un professionnel certifié fluides frigorigènes',
    ],
    colour: 'Blanc',
    variants: [
      { key: '2500w', label: '2,5 kW', priceCents: 89900, stock: 14, powerW: 2500, size: [800, 280, 200], weightG: 8900, note: 'La version 2,5 kW convient à une pièce de 20 à 25 m².' },
      { key: '3500w', label: '3,5 kW', priceCents: 109000, stock: 9, powerW: 3500, size: [850, 290, 210], weightG: 10200, bestSeller: true, note: 'La version 3,5 kW convient à une pièce de 30 à 35 m².' },
      { key: '5000w', label: '5 kW', priceCents: 169000, stock: 5, powerW: 5000, size: [970, 300, 225], weightG: 12800, note: 'La version 5 kW convient à un séjour de 45 à 50 m².' },
    ],
  },
  {
    code: 502,
    brand: 'Climéo',
    skuPrefix: 'CLI-FRE',
    categoryPath: 'climatiseurs',
    title: 'Climatiseur mobile Fresh',
    handle: 'climatiseur-mobile-fresh',
    subtitle: 'Prêt à l’emploi, sans installation',
    description:
      'Fresh se déplace de pièce en pièce et se met en service en quelques minutes grâce à son kit de calfeutrage de fenêtre fourni. Il rafraîchit, déshumidifie et ventile, avec un mode nuit qui réduit le bruit.',
    features: [
      'Trois fonctions : froid, déshumidification, ventilation',
      'Kit de calfeutrage de fenêtre fourni',
      'Mode nuit et minuterie 24 heures',
      'Évaporation automatique des condensats',
    ],
    colour: 'Blanc',
    variants: [
      { key: '2600w', label: '2,6 kW', priceCents: 49900, stock: 0, powerW: 2600, size: [450, 760, 370], weightG: 29500, note: 'La version 2,6 kW rafraîchit une pièce jusqu’à 25 m².' },
      { key: '3500w', label: '3,5 kW', priceCents: 64900, stock: 7, powerW: 3500, size: [470, 800, 390], weightG: 33200, note: 'La version 3,5 kW rafraîchit une pièce jusqu’à 35 m².' },
    ],
  },
];

export const CLIMATISEURS: CatalogueProduct[] = RANGES.flatMap(expandRange);
