import { roomNote, type Range } from '../../define';

/** radiateurs/inertie/ceramique and radiateurs/inertie/fonte */
export const INERTIE_RANGES: Range[] = [
  {
    code: 101,
    brand: 'Calorem',
    skuPrefix: 'CAL-SOL',
    categoryPath: 'radiateurs/inertie/ceramique',
    title: 'Radiateur à inertie céramique Solena',
    handle: 'radiateur-inertie-ceramique-solena',
    subtitle: 'La chaleur douce de la céramique, pilotée au degré près',
    description:
      'Solena associe un cœur en céramique réfractaire à une façade en acier qui diffuse une chaleur douce et homogène. Son thermostat électronique maintient la température à 0,2 °C près et coupe la chauffe à l’ouverture d’une fenêtre.',
    features: [
      'Cœur céramique réfractaire à forte accumulation',
      'Thermostat électronique précis à 0,2 °C',
      'Détection de fenêtre ouverte et de présence',
      'Programmation hebdomadaire et fil pilote 6 ordres',
      'Classe II, IP24 : installation possible en salle de bains (volume 2)',
    ],
    colour: 'Blanc',
    variants: [
      { key: '1000w', label: '1000 W', priceCents: 39990, stock: 34, powerW: 1000, size: [640, 580, 120], weightG: 15200, bestSeller: true, note: roomNote(1000) },
      { key: '1500w', label: '1500 W', priceCents: 46990, stock: 27, powerW: 1500, size: [860, 580, 120], weightG: 20400, note: roomNote(1500) },
      { key: '2000w', label: '2000 W', priceCents: 54990, stock: 0, powerW: 2000, size: [1060, 580, 120], weightG: 25800, note: roomNote(2000) },
    ],
  },
  {
    code: 102,
    brand: 'Ardéa',
    skuPrefix: 'ARD-LUM',
    categoryPath: 'radiateurs/inertie/ceramique',
    title: 'Radiateur à inertie céramique vertical Lumio',
    handle: 'radiateur-inertie-ceramique-vertical-lumio',
    subtitle: 'Le format colonne qui libère vos murs',
    description:
      'Lumio loge un cœur céramique dans une colonne de 1,20 m qui trouve sa place entre deux fenêtres ou dans un couloir. Sa façade en aluminium brossé chauffe vite et son écran tactile se verrouille contre les petites mains.',
    features: [
      'Format vertical 1200 mm pour les murs étroits',
      'Façade aluminium brossé à montée en température rapide',
      'Écran tactile rétroéclairé avec verrouillage enfant',
      'Compatible Home Smartlink par fil pilote',
    ],
    colour: 'Gris anthracite',
    variants: [
      { key: '1000w', label: '1000 W', priceCents: 59990, stock: 12, powerW: 1000, size: [450, 1200, 125], weightG: 19600, note: roomNote(1000) },
      { key: '1500w', label: '1500 W', priceCents: 68990, stock: 2, powerW: 1500, size: [450, 1600, 125], weightG: 25300, note: roomNote(1500) },
    ],
  },
  {
    code: 103,
    brand: 'Calorem',
    skuPrefix: 'CAL-BAS',
    categoryPath: 'radiateurs/inertie/fonte',
    title: 'Radiateur à inertie fonte Basalte',
    handle: 'radiateur-inertie-fonte-basalte',
    subtitle: 'Un cœur de fonte pour une chaleur qui dure',
    description:
      'Le cœur en fonte de Basalte emmagasine la chaleur et continue de la restituer longtemps après l’arrêt de la résistance. Le confort reste stable, sans sensation d’air sec, et les cycles de chauffe sont moins fréquents.',
    features: [
      'Cœur fonte massif pour une inertie longue durée',
      'Chaleur douce par rayonnement et convection naturelle',
      'Thermostat électronique et programmation intégrée',
      'Fil pilote 6 ordres, mode hors-gel',
    ],
    colour: 'Blanc',
    variants: [
      { key: '1000w', label: '1000 W', priceCents: 54990, stock: 18, powerW: 1000, size: [620, 600, 130], weightG: 24800, note: roomNote(1000) },
      { key: '1500w', label: '1500 W', priceCents: 64990, stock: 22, powerW: 1500, size: [820, 600, 130], weightG: 33500, note: roomNote(1500) },
      { key: '2000w', label: '2000 W', priceCents: 74990, stock: 9, powerW: 2000, size: [1020, 600, 130], weightG: 41700, note: roomNote(2000) },
    ],
  },
  {
    code: 104,
    brand: 'Ardéa',
    skuPrefix: 'ARD-ORM',
    categoryPath: 'radiateurs/inertie/fonte',
    title: 'Radiateur à inertie fonte Orme',
    handle: 'radiateur-inertie-fonte-orme',
    subtitle: 'La fonte haut de gamme, connectée et silencieuse',
    description:
      'Orme réunit un double bloc de fonte et une façade en verre trempé pour une chaleur enveloppante et une allure soignée. Il apprend vos horaires grâce à son capteur de présence et se pilote à distance avec la passerelle Home Smartlink.',
    features: [
      'Double bloc de fonte, 30 % d’accumulation en plus',
      'Façade en verre trempé facile à nettoyer',
      'Apprentissage automatique des horaires de présence',
      'Pilotage à distance avec Home Smartlink',
      'Indicateur de consommation en temps réel',
    ],
    colour: 'Noir',
    variants: [
      { key: '1000w', label: '1000 W', priceCents: 69990, stock: 6, powerW: 1000, size: [660, 620, 140], weightG: 27900, note: roomNote(1000) },
      { key: '1500w', label: '1500 W', priceCents: 82990, stock: 0, powerW: 1500, size: [880, 620, 140], weightG: 36400, note: roomNote(1500) },
    ],
  },
];
