import { expandRange, type Range } from '../define';
import type { CatalogueProduct } from '../types';

const RANGES: Range[] = [
  {
    code: 201,
    brand: 'Calorem',
    skuPrefix: 'CAL-OND',
    categoryPath: 'seche-serviette/classiques',
    title: 'Sèche-serviettes Ondine',
    handle: 'seche-serviettes-ondine',
    subtitle: 'Des serviettes chaudes et une salle de bains tempérée',
    description:
      'Ondine chauffe vos serviettes et tempère la salle de bains grâce à ses tubes plats remplis de fluide caloporteur. Ses espacements irréguliers facilitent la pose des serviettes et sa minuterie relance la chauffe pour la douche du matin.',
    features: [
      'Tubes plats à fluide caloporteur',
      'Minuterie de séchage 1 à 2 heures',
      'Thermostat électronique et fil pilote',
      'IP44, classe II pour la salle de bains',
    ],
    colour: 'Blanc',
    variants: [
      { key: '500w', label: '500 W', priceCents: 24990, stock: 28, powerW: 500, size: [500, 1100, 110], weightG: 12300, bestSeller: true },
      { key: '750w', label: '750 W', priceCents: 29990, stock: 17, powerW: 750, size: [500, 1500, 110], weightG: 16400 },
      { key: '750w-anthracite', label: '750 W anthracite', priceCents: 33990, stock: 0, powerW: 750, size: [500, 1500, 110], weightG: 16400, colour: 'Gris anthracite' },
    ],
  },
  {
    code: 202,
    brand: 'Ardéa',
    skuPrefix: 'ARD-LAG',
    categoryPath: 'seche-serviette/classiques',
    title: 'Sèche-serviettes Lagune',
    handle: 'seche-serviettes-lagune',
    subtitle: 'Tubes ronds et teinte sable pour une salle de bains chaleureuse',
    description:
      'Lagune marie des tubes ronds en acier à une teinte sable douce qui s’accorde avec le bois et la pierre. Sa chauffe sèche sans fluide monte vite en température et sa commande tactile se place à droite ou à gauche.',
    features: [
      'Chauffe sèche sans fluide, légère et réactive',
      'Commande tactile réversible droite ou gauche',
      'Détection de fenêtre ouverte',
      'Teinte sable exclusive',
    ],
    colour: 'Sable',
    variants: [
      { key: '500w', label: '500 W', priceCents: 32990, stock: 9, powerW: 500, size: [550, 1180, 100], weightG: 10800 },
      { key: '750w', label: '750 W', priceCents: 38990, stock: 2, powerW: 750, size: [550, 1620, 100], weightG: 14200 },
    ],
  },
  {
    code: 211,
    brand: 'Calorem',
    skuPrefix: 'CAL-ONA',
    categoryPath: 'seche-serviette/soufflants',
    title: 'Sèche-serviettes soufflant Ondine Air',
    handle: 'seche-serviettes-soufflant-ondine-air',
    subtitle: 'La salle de bains chaude en cinq minutes',
    description:
      'Ondine Air ajoute aux tubes chauffants un ventilo-radiateur de 1000 W qui réchauffe la salle de bains en quelques minutes. Le souffleur se lance d’une touche pour 10 à 60 minutes puis s’arrête seul.',
    features: [
      'Ventilo-radiateur intégré de 1000 W',
      'Relance soufflerie 10 à 60 minutes',
      'Filtre à poussière amovible et lavable',
      'Thermostat électronique et fil pilote',
    ],
    colour: 'Blanc',
    variants: [
      { key: '1500w', label: '1500 W (500 + 1000 W)', priceCents: 37990, stock: 25, powerW: 1500, size: [550, 1150, 150], weightG: 14100, note: 'Les tubes chauffent à 500 W et le souffleur ajoute 1000 W à la demande.' },
      { key: '1750w', label: '1750 W (750 + 1000 W)', priceCents: 42990, stock: 12, powerW: 1750, size: [550, 1550, 150], weightG: 18200, note: 'Les tubes chauffent à 750 W et le souffleur ajoute 1000 W à la demande.' },
    ],
  },
  {
    code: 212,
    brand: 'Ardéa',
    skuPrefix: 'ARD-LAB',
    categoryPath: 'seche-serviette/soufflants',
    title: 'Sèche-serviettes soufflant Lagune Boost',
    handle: 'seche-serviettes-soufflant-lagune-boost',
    subtitle: 'Soufflerie silencieuse et programmation intelligente',
    description:
      'Lagune Boost cache sous ses tubes ronds une soufflerie de 1000 W limitée à 38 dB, pour un réveil sans bruit. Il apprend l’heure de vos douches et préchauffe la pièce juste avant.',
    features: [
      'Soufflerie silencieuse de 1000 W (38 dB)',
      'Préchauffage automatique selon vos habitudes',
      'Commande tactile rétroéclairée',
      'Compatible Home Smartlink',
    ],
    colour: 'Blanc',
    variants: [
      { key: '1500w', label: '1500 W', priceCents: 45990, stock: 7, powerW: 1500, size: [550, 1200, 155], weightG: 13900 },
      { key: '1750w', label: '1750 W', priceCents: 51990, stock: 0, powerW: 1750, size: [550, 1650, 155], weightG: 17800 },
    ],
  },
  {
    code: 213,
    brand: 'Thermolys',
    skuPrefix: 'THL-BOR',
    categoryPath: 'seche-serviette/soufflants',
    title: 'Sèche-serviettes soufflant Bora',
    handle: 'seche-serviettes-soufflant-bora',
    subtitle: 'Le soufflant compact pour les petites salles d’eau',
    description:
      'Bora réunit sèche-serviettes et soufflerie dans une largeur de 45 cm, pensée pour les salles d’eau exiguës. Son bouton unique passe du séchage à la relance de chaleur sans réglage compliqué.',
    features: [
      'Largeur réduite de 450 mm',
      'Soufflerie de 1000 W',
      'Commande à bouton unique',
      'Classe II, IP24',
    ],
    colour: 'Blanc',
    imageCount: 2,
    variants: [
      { key: '1400w', label: '1400 W', priceCents: 29990, stock: 38, powerW: 1400, size: [450, 1000, 140], weightG: 10400 },
    ],
  },
  {
    code: 221,
    brand: 'Thermolys',
    skuPrefix: 'THL-SEC',
    categoryPath: 'seche-serviette/mobiles',
    title: 'Sèche-serviettes mobile Séchoir Nomade',
    handle: 'seche-serviettes-mobile-sechoir-nomade',
    subtitle: 'Posé sur ses pieds, branché sur une prise',
    description:
      'Le Séchoir Nomade se pose sur ses pieds stables dans la salle de bains, la buanderie ou la chambre, sans aucune fixation. Il sèche le linge délicat à basse température et se range à plat après l’hiver.',
    features: [
      'Pieds stables, aucune fixation murale',
      'Température de surface limitée pour le linge délicat',
      'Interrupteur lumineux et minuterie 4 heures',
      'Se range à plat',
    ],
    colour: 'Blanc',
    imageCount: 2,
    variants: [
      { key: '300w', label: '300 W', priceCents: 14990, stock: 44, powerW: 300, size: [520, 900, 380], weightG: 5100 },
      { key: '500w', label: '500 W', priceCents: 17990, stock: 1, powerW: 500, size: [560, 1100, 380], weightG: 6900 },
    ],
  },
  {
    code: 222,
    brand: 'Calorem',
    skuPrefix: 'CAL-ONM',
    categoryPath: 'seche-serviette/mobiles',
    title: 'Sèche-serviettes mobile Ondine',
    handle: 'seche-serviettes-mobile-ondine',
    subtitle: 'Le confort Ondine, sans travaux',
    description:
      'Cette version mobile d’Ondine reprend ses tubes à fluide et sa minuterie sur un piètement en acier laqué. Elle convient aux locations et aux salles de bains où l’on ne peut pas percer.',
    features: [
      'Tubes plats à fluide caloporteur',
      'Piètement acier laqué à patins antidérapants',
      'Minuterie de séchage',
      'Câble de 1,5 m avec fiche',
    ],
    colour: 'Gris anthracite',
    variants: [
      { key: '500w', label: '500 W', priceCents: 26990, stock: 15, powerW: 500, size: [520, 1160, 400], weightG: 13600 },
      { key: '750w', label: '750 W', priceCents: 31990, stock: 6, powerW: 750, size: [520, 1560, 400], weightG: 17700 },
    ],
  },
];

export const SECHE_SERVIETTES: CatalogueProduct[] = RANGES.flatMap(expandRange);
