import { roomNote, type Range } from '../../define';

/** radiateurs/double-coeur/ceramique-aluminium and radiateurs/double-coeur/fonte-aluminium */
export const DOUBLE_COEUR_RANGES: Range[] = [
  {
    code: 111,
    brand: 'Ardéa',
    skuPrefix: 'ARD-NOV',
    categoryPath: 'radiateurs/double-coeur/ceramique-aluminium',
    title: 'Radiateur double cœur céramique-aluminium Nova',
    handle: 'radiateur-double-coeur-ceramique-aluminium-nova',
    subtitle: 'Chaleur immédiate en façade, douceur durable au cœur',
    description:
      'Nova chauffe d’abord par sa façade en aluminium, qui réchauffe la pièce en quelques minutes, puis prend le relais avec son cœur céramique. Cette double action évite les à-coups de température et limite la consommation.',
    features: [
      'Double cœur : façade aluminium rayonnante et cœur céramique',
      'Montée en température en moins de 10 minutes',
      'Thermostat électronique et détection de fenêtre ouverte',
      'Programmation quotidienne et hebdomadaire',
    ],
    colour: 'Blanc',
    variants: [
      { key: '1000w', label: '1000 W', priceCents: 44990, stock: 41, powerW: 1000, size: [600, 580, 130], weightG: 12800, bestSeller: true, note: roomNote(1000) },
      { key: '1500w', label: '1500 W', priceCents: 51990, stock: 33, powerW: 1500, size: [800, 580, 130], weightG: 16900, note: roomNote(1500) },
      { key: '2000w', label: '2000 W', priceCents: 59990, stock: 15, powerW: 2000, size: [1000, 580, 130], weightG: 21100, note: roomNote(2000) },
    ],
  },
  {
    code: 112,
    brand: 'Calorem',
    skuPrefix: 'CAL-CEL',
    categoryPath: 'radiateurs/double-coeur/ceramique-aluminium',
    title: 'Radiateur double cœur céramique-aluminium Célia',
    handle: 'radiateur-double-coeur-ceramique-aluminium-celia',
    subtitle: 'Le double cœur au meilleur prix',
    description:
      'Célia offre la réactivité de l’aluminium et le confort de la céramique dans un boîtier compact de 55 cm de haut. Son boîtier de commande simplifié propose les modes confort, éco et hors-gel en un seul bouton.',
    features: [
      'Façade aluminium et cœur céramique',
      'Hauteur réduite de 550 mm, idéale sous fenêtre',
      'Modes confort, éco et hors-gel',
      'Fil pilote 4 ordres',
    ],
    colour: 'Blanc',
    variants: [
      { key: '1000w', label: '1000 W', priceCents: 38990, stock: 1, powerW: 1000, size: [580, 550, 120], weightG: 11900, note: roomNote(1000) },
      { key: '1500w', label: '1500 W', priceCents: 45990, stock: 24, powerW: 1500, size: [760, 550, 120], weightG: 15200, note: roomNote(1500) },
    ],
  },
  {
    code: 113,
    brand: 'Ardéa',
    skuPrefix: 'ARD-VES',
    categoryPath: 'radiateurs/double-coeur/fonte-aluminium',
    title: 'Radiateur double cœur fonte-aluminium Vesta',
    handle: 'radiateur-double-coeur-fonte-aluminium-vesta',
    subtitle: 'La réactivité de l’aluminium, l’endurance de la fonte',
    description:
      'Vesta associe un corps en aluminium extrudé à un cœur en fonte pour une chaleur rapide puis remarquablement stable. Son pilotage intelligent anticipe vos retours et ajuste la chauffe à la température extérieure.',
    features: [
      'Corps aluminium extrudé et cœur fonte',
      'Pilotage intelligent avec anticipation des retours',
      'Détection de présence et de fenêtre ouverte',
      'Compatible Home Smartlink',
      'Garantie 5 ans',
    ],
    colour: 'Gris perle',
    variants: [
      { key: '1000w', label: '1000 W', priceCents: 57990, stock: 14, powerW: 1000, size: [620, 600, 140], weightG: 21500, note: roomNote(1000) },
      { key: '1500w', label: '1500 W', priceCents: 67990, stock: 11, powerW: 1500, size: [820, 600, 140], weightG: 28700, note: roomNote(1500) },
      { key: '2000w', label: '2000 W', priceCents: 77990, stock: 0, powerW: 2000, size: [1020, 600, 140], weightG: 35900, note: roomNote(2000) },
    ],
  },
  {
    code: 114,
    brand: 'Thermolys',
    skuPrefix: 'THL-DUO',
    categoryPath: 'radiateurs/double-coeur/fonte-aluminium',
    title: 'Radiateur double cœur fonte-aluminium Duo',
    handle: 'radiateur-double-coeur-fonte-aluminium-duo',
    subtitle: 'Robuste, simple et économique',
    description:
      'Duo reprend le principe du double cœur avec une façade en aluminium et un bloc de fonte, dans un design sobre qui se fond dans toutes les pièces. Sa commande à molette reste simple à régler pour toute la famille.',
    features: [
      'Façade aluminium et bloc de fonte',
      'Commande à molette avec repères lumineux',
      'Mode éco programmable par fil pilote',
      'Livré avec son support mural',
    ],
    colour: 'Blanc',
    variants: [
      { key: '1250w', label: '1250 W', priceCents: 52990, stock: 19, powerW: 1250, size: [700, 590, 135], weightG: 24300, note: roomNote(1250) },
      { key: '1750w', label: '1750 W', priceCents: 62990, stock: 8, powerW: 1750, size: [940, 590, 135], weightG: 31800, note: roomNote(1750) },
    ],
  },
];
