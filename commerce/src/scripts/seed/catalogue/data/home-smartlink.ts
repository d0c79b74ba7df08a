import { expandRange, type Range } from '../define';
import type { CatalogueProduct } from '../types';

/** The connected-home line: small devices, so powerW is their own consumption. */
const single = (range: Omit<Range, 'variants'>, variant: Omit<Range['variants'][number], 'key' | 'label'>): Range => ({
  ...range,
  variants: [{ key: '', label: '', ...variant }],
});

const BRAND = 'Home Smartlink';
const PATH = 'home-smartlink';

const RANGES: Range[] = [
  single(
    {
      code: 601,
      brand: BRAND,
      skuPrefix: 'SML-GW1',
      categoryPath: PATH,
      title: 'Passerelle Home Smartlink',
      handle: 'passerelle-home-smartlink',
      subtitle: 'Le cœur de votre maison connectée',
      description:
        'La passerelle relie vos radiateurs, thermostats et modules à votre box internet pour tout piloter depuis l’application Home Smartlink. Elle fonctionne aussi sans internet : vos programmes restent appliqués en cas de coupure.',
      features: [
        'Jusqu’à 32 appareils connectés',
        'Radio 868 MHz longue portée et Wi-Fi',
        'Fonctionnement local en cas de coupure internet',
        'Compatible assistants vocaux',
      ],
      colour: 'Blanc',
    },
    { priceCents: 9990, stock: 46, powerW: 3, size: [90, 90, 30], weightG: 150 },
  ),
  single(
    {
      code: 602,
      brand: BRAND,
      skuPrefix: 'SML-TH1',
      categoryPath: PATH,
      title: 'Thermostat connecté Home Smartlink T1',
      handle: 'thermostat-connecte-home-smartlink-t1',
      subtitle: 'Le bon degré dans chaque pièce',
      description:
        'Le thermostat T1 mesure la température là où vous vivez et ajuste la chauffe des radiateurs de la pièce. Il fonctionne sur piles pendant deux ans et se fixe au mur sans fil ni perçage grâce à son adhésif.',
      features: [
        'Mesure de température et d’humidité',
        'Autonomie de 2 ans sur piles AAA',
        'Pose adhésive ou vissée',
        'Nécessite la passerelle Home Smartlink',
      ],
      colour: 'Blanc',
      imageCount: 2,
    },
    { priceCents: 6990, stock: 63, powerW: 0, size: [86, 86, 25], weightG: 120 },
  ),
  single(
    {
      code: 603,
      brand: BRAND,
      skuPrefix: 'SML-TH2',
      categoryPath: PATH,
      title: 'Thermostat connecté Home Smartlink T2 écran couleur',
      handle: 'thermostat-connecte-home-smartlink-t2',
      subtitle: 'Votre consommation d’énergie sous les yeux',
      description:
        'Le T2 affiche sur son écran couleur la température, l’humidité et la consommation de la veille pour mieux maîtriser votre facture. Son capteur de présence abaisse la consigne quand la pièce est vide.',
      features: [
        'Écran couleur tactile de 3,5 pouces',
        'Suivi de consommation jour par jour',
        'Capteur de présence et de luminosité',
        'Alimentation secteur 230 V',
      ],
      colour: 'Noir',
    },
    { priceCents: 14900, stock: 18, powerW: 2, size: [110, 90, 22], weightG: 210 },
  ),
  single(
    {
      code: 604,
      brand: BRAND,
      skuPrefix: 'SML-FP1',
      categoryPath: PATH,
      title: 'Module fil pilote Home Smartlink',
      handle: 'module-fil-pilote-home-smartlink',
      subtitle: 'Rendez connecté un radiateur existant',
      description:
        'Ce module se raccorde au fil pilote d’un radiateur électrique déjà installé pour le rendre pilotable depuis l’application. Il se loge dans la boîte de dérivation, derrière le radiateur.',
      features: [
        'Compatible fil pilote 4 et 6 ordres',
        'Mesure de consommation du radiateur',
        'Se loge dans une boîte d’encastrement',
      ],
      colour: 'Blanc',
      imageCount: 1,
    },
    { priceCents: 4990, stock: 72, powerW: 1, size: [50, 50, 20], weightG: 50 },
  ),
  single(
    {
      code: 605,
      brand: BRAND,
      skuPrefix: 'SML-PR1',
      categoryPath: PATH,
      title: 'Prise connectée Home Smartlink 16 A',
      handle: 'prise-connectee-home-smartlink-16a',
      subtitle: 'Programmez un appareil d’appoint',
      description:
        'La prise connectée allume et éteint un radiateur mobile ou un sèche-serviettes selon vos horaires. Elle mesure la consommation de l’appareil branché et coupe l’alimentation en cas de surchauffe.',
      features: ['Charge maximale 16 A (3680 W)', 'Mesure de consommation', 'Programmation horaire', 'Coupure de sécurité'],
      colour: 'Blanc',
      imageCount: 1,
    },
    { priceCents: 2990, stock: 2, powerW: 1, size: [60, 60, 75], weightG: 90 },
  ),
  single(
    {
      code: 606,
      brand: BRAND,
      skuPrefix: 'SML-DO1',
      categoryPath: PATH,
      title: 'Détecteur d’ouverture Home Smartlink',
      handle: 'detecteur-ouverture-home-smartlink',
      subtitle: 'Fenêtre ouverte, chauffage coupé',
      description:
        'Posé sur une fenêtre, le détecteur prévient la passerelle dès l’ouverture et les radiateurs de la pièce passent en hors-gel. La chauffe reprend automatiquement à la fermeture.',
      features: ['Coupure du chauffage à l’ouverture', 'Autonomie de 3 ans', 'Pose adhésive', 'Nécessite la passerelle Home Smartlink'],
      colour: 'Blanc',
      imageCount: 1,
    },
    { priceCents: 2490, stock: 55, powerW: 0, size: [70, 25, 20], weightG: 30 },
  ),
];

export const HOME_SMARTLINK: CatalogueProduct[] = RANGES.flatMap(expandRange);
