import { roomNote, type Range } from '../../define';

/** radiateurs/panneau-rayonnant and radiateurs/inertie-mobiles */
export const PANNEAU_MOBILE_RANGES: Range[] = [
  {
    code: 121,
    brand: 'Thermolys',
    skuPrefix: 'THL-FLA',
    categoryPath: 'radiateurs/panneau-rayonnant',
    title: 'Panneau rayonnant Flash',
    handle: 'panneau-rayonnant-flash',
    subtitle: 'Une chaleur rayonnante immédiate à petit prix',
    description:
      'Flash diffuse une chaleur rayonnante dès la mise en marche, parfaite pour les chambres d’amis, les entrées et les pièces occupées par intermittence. Son thermostat électronique évite les écarts de température des anciens convecteurs.',
    features: [
      'Chauffe rapide par rayonnement',
      'Thermostat électronique',
      'Fil pilote 4 ordres et mode hors-gel',
      'Faible épaisseur de 85 mm',
    ],
    colour: 'Blanc',
    imageCount: 2,
    variants: [
      { key: '500w', label: '500 W', priceCents: 6990, stock: 56, powerW: 500, size: [430, 450, 85], weightG: 3200, note: roomNote(500) },
      { key: '1000w', label: '1000 W', priceCents: 8990, stock: 80, powerW: 1000, size: [580, 450, 85], weightG: 4500, bestSeller: true, note: roomNote(1000) },
      { key: '1500w', label: '1500 W', priceCents: 10990, stock: 47, powerW: 1500, size: [780, 450, 85], weightG: 6000, note: roomNote(1500) },
      { key: '2000w', label: '2000 W', priceCents: 12990, stock: 2, powerW: 2000, size: [960, 450, 85], weightG: 7500, note: roomNote(2000) },
    ],
  },
  {
    code: 122,
    brand: 'Ardéa',
    skuPrefix: 'ARD-LIN',
    categoryPath: 'radiateurs/panneau-rayonnant',
    title: 'Panneau rayonnant plinthe Linéo',
    handle: 'panneau-rayonnant-plinthe-lineo',
    subtitle: 'Le chauffage discret qui se glisse sous les fenêtres',
    description:
      'Linéo adopte un format plinthe de 21 cm de haut pour se loger sous une baie vitrée ou une fenêtre basse. Il crée un rideau de chaleur qui limite l’effet de paroi froide sans encombrer la pièce.',
    features: [
      'Format plinthe 210 mm de haut',
      'Idéal sous baie vitrée',
      'Thermostat électronique et fil pilote',
      'Classe II',
    ],
    colour: 'Blanc',
    imageCount: 2,
    variants: [
      { key: '1000w', label: '1000 W', priceCents: 18990, stock: 13, powerW: 1000, size: [1200, 210, 110], weightG: 6100, note: roomNote(1000) },
    ],
  },
  {
    code: 131,
    brand: 'Calorem',
    skuPrefix: 'CAL-NOM',
    categoryPath: 'radiateurs/inertie-mobiles',
    title: 'Radiateur mobile à inertie Nomade',
    handle: 'radiateur-mobile-inertie-nomade',
    subtitle: 'L’inertie sur roulettes, prête à brancher',
    description:
      'Nomade apporte le confort d’un radiateur à inertie là où vous en avez besoin, sans perçage ni raccordement. Il se branche sur une simple prise, se déplace sur ses roulettes silencieuses et se programme à la semaine.',
    features: [
      'Cœur céramique sans fluide caloporteur',
      'Roulettes et poignée de transport intégrées',
      'Programmation hebdomadaire et mode éco',
      'Sécurité anti-basculement et protection antigel',
    ],
    colour: 'Blanc',
    variants: [
      { key: '1000w', label: '1000 W', priceCents: 27990, stock: 21, powerW: 1000, size: [700, 640, 300], weightG: 14100, note: roomNote(1000) },
      { key: '1500w', label: '1500 W', priceCents: 32990, stock: 30, powerW: 1500, size: [880, 640, 300], weightG: 18300, bestSeller: true, note: roomNote(1500) },
      { key: '2000w', label: '2000 W', priceCents: 37990, stock: 1, powerW: 2000, size: [1060, 640, 300], weightG: 22600, note: roomNote(2000) },
    ],
  },
  {
    code: 132,
    brand: 'Thermolys',
    skuPrefix: 'THL-MOB',
    categoryPath: 'radiateurs/inertie-mobiles',
    title: 'Radiateur mobile à inertie Mobilis',
    handle: 'radiateur-mobile-inertie-mobilis',
    subtitle: 'Design noir mat et télécommande fournie',
    description:
      'Mobilis habille le chauffage d’appoint d’une finition noir mat et d’un afficheur discret. Sa télécommande permet de régler la température depuis le canapé et sa fonction boost réchauffe une pièce froide en un quart d’heure.',
    features: [
      'Cœur à inertie sèche',
      'Télécommande infrarouge fournie',
      'Fonction boost 15 minutes',
      'Pieds à roulettes amovibles',
    ],
    colour: 'Noir',
    variants: [
      { key: '1500w', label: '1500 W', priceCents: 34990, stock: 0, powerW: 1500, size: [860, 620, 280], weightG: 17200, note: roomNote(1500) },
      { key: '2000w', label: '2000 W', priceCents: 39990, stock: 16, powerW: 2000, size: [1040, 620, 280], weightG: 21400, note: roomNote(2000) },
    ],
  },
];
