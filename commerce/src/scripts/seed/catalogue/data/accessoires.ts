import { expandRange, type Range } from '../define';
import type { CatalogueProduct } from '../types';

const PATH = 'accessorires';

/** Accessories have no power of their own (0 W) unless they are electronic. */
const RANGES: Range[] = [
  {
    code: 701,
    brand: 'Calorem',
    skuPrefix: 'CAL-PDS',
    categoryPath: PATH,
    title: 'Pieds pour radiateur à inertie',
    handle: 'pieds-radiateur-inertie',
    subtitle: 'Installez votre radiateur sans percer le mur',
    description:
      'Cette paire de pieds en acier laqué permet de poser un radiateur Calorem ou Ardéa devant une baie vitrée ou une cloison fragile. Les patins en caoutchouc protègent les sols et la hauteur se règle sur 3 positions.',
    features: ['Paire de pieds en acier laqué', 'Hauteur réglable sur 3 positions', 'Patins de protection des sols', 'Compatible Solena, Basalte, Nova et Vesta'],
    colour: 'Blanc',
    imageCount: 2,
    variants: [{ key: '', label: '', priceCents: 2990, stock: 64, powerW: 0, size: [350, 150, 80], weightG: 1200 }],
  },
  {
    code: 702,
    brand: 'Calorem',
    skuPrefix: 'CAL-ROU',
    categoryPath: PATH,
    title: 'Kit roulettes pour radiateur',
    handle: 'kit-roulettes-radiateur',
    subtitle: 'Transformez un radiateur fixe en radiateur mobile',
    description:
      'Le kit roulettes se fixe sous les pieds d’un radiateur à inertie pour le déplacer facilement d’une pièce à l’autre. Deux des quatre roulettes sont freinées pour garder l’appareil bien en place.',
    features: ['4 roulettes dont 2 freinées', 'Charge admissible 60 kg', 'Montage sans outil sur les pieds Calorem'],
    colour: 'Noir',
    imageCount: 1,
    variants: [{ key: '', label: '', priceCents: 3990, stock: 37, powerW: 0, size: [360, 90, 90], weightG: 1500 }],
  },
  {
    code: 703,
    brand: 'Thermolys',
    skuPrefix: 'THL-PRG',
    categoryPath: PATH,
    title: 'Programmateur fil pilote 6 zones',
    handle: 'programmateur-fil-pilote-6-zones',
    subtitle: 'Programmez tout le chauffage depuis le tableau électrique',
    description:
      'Ce programmateur modulaire se monte sur rail DIN et commande jusqu’à six zones de chauffage par fil pilote. Il gère les modes confort, éco, hors-gel et arrêt selon un programme hebdomadaire par zone.',
    features: ['6 zones indépendantes', 'Montage sur rail DIN (4 modules)', 'Programme hebdomadaire par zone', 'Délestage intégré'],
    colour: 'Blanc',
    imageCount: 1,
    variants: [{ key: '', label: '', priceCents: 8990, stock: 21, powerW: 2, size: [72, 90, 60], weightG: 240 }],
  },
  {
    code: 704,
    brand: 'Hydréo',
    skuPrefix: 'HYD-GSE',
    categoryPath: PATH,
    title: 'Groupe de sécurité pour chauffe-eau',
    handle: 'groupe-securite-chauffe-eau',
    subtitle: 'Obligatoire pour tout chauffe-eau électrique',
    description:
      'Le groupe de sécurité protège la cuve de votre chauffe-eau contre les surpressions en évacuant l’excédent d’eau. Il se remplace tous les cinq ans environ ou dès qu’il fuit en continu.',
    features: ['Raccordement 3/4 pouce', 'Tarage 7 bar conforme NF', 'Clapet anti-retour et robinet d’arrêt'],
    colour: 'Laiton',
    imageCount: 1,
    variants: [{ key: '', label: '', priceCents: 2490, stock: 8, powerW: 0, size: [120, 200, 80], weightG: 1100 }],
  },
  {
    code: 705,
    brand: 'Climéo',
    skuPrefix: 'CLI-SUP',
    categoryPath: PATH,
    title: 'Support mural pour unité extérieure de climatiseur',
    handle: 'support-mural-unite-exterieure-climatiseur',
    subtitle: 'Fixation robuste et silencieuse',
    description:
      'Cette paire d’équerres en acier galvanisé supporte une unité extérieure jusqu’à 120 kg. Les plots antivibratoires fournis réduisent la transmission du bruit dans le mur.',
    features: ['Acier galvanisé peint', 'Charge maximale 120 kg', 'Plots antivibratoires fournis', 'Profondeur 450 mm'],
    colour: 'Gris',
    imageCount: 1,
    variants: [{ key: '', label: '', priceCents: 4990, stock: 29, powerW: 0, size: [450, 400, 50], weightG: 4800 }],
  },
  {
    code: 706,
    brand: 'Ardéa',
    skuPrefix: 'ARD-PAT',
    categoryPath: PATH,
    title: 'Barre porte-serviettes pour sèche-serviettes',
    handle: 'barre-porte-serviettes-seche-serviettes',
    subtitle: 'Une serviette de plus, toujours à portée de main',
    description:
      'Cette barre se clipse sur les tubes d’un sèche-serviettes Lagune ou Ondine pour ajouter un étendoir devant l’appareil. Elle se pose et se retire sans outil.',
    features: ['Acier laqué', 'Fixation clipsable sans outil', 'Compatible Lagune et Ondine'],
    colour: 'Blanc',
    imageCount: 1,
    variants: [{ key: '', label: '', priceCents: 1990, stock: 52, powerW: 0, size: [450, 60, 80], weightG: 350 }],
  },
];

export const ACCESSOIRES: CatalogueProduct[] = RANGES.flatMap(expandRange);
