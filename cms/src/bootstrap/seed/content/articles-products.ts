import type { ArticleSeed } from './types';

export const PRODUCT_GUIDE_ARTICLES: ArticleSeed[] = [
  {
    slug: 'inertie-ceramique-fonte-ou-double-coeur',
    title: 'Inertie céramique, fonte ou double cœur : bien comprendre les différences',
    author: 'Julien Martin, technicien chauffage',
    categorySlug: 'guides-produits',
    excerpt:
      "Montée en température, douceur de la chaleur, poids, prix : comparatif des trois grandes familles de radiateurs à inertie pour choisir sans se tromper.",
    image: 'article-inertie',
    body: `
Le radiateur à inertie est devenu la référence du chauffage électrique confortable. Son principe : un élément chauffant réchauffe un corps de chauffe massif, qui accumule la chaleur puis la restitue lentement, même après la coupure de la résistance. Le résultat est une chaleur douce, sans à-coups, et une régulation plus économe. Mais derrière ce principe commun se cachent plusieurs technologies.

## L'inertie céramique

Le corps de chauffe est constitué de briques ou de plaques de céramique. La céramique monte assez vite en température et restitue la chaleur de manière homogène. Ces radiateurs sont plus légers que leurs équivalents en fonte, ce qui facilite la pose sur une cloison en plaques de plâtre. C'est le meilleur compromis pour les pièces occupées par intermittence, comme une chambre d'amis ou un bureau.

## L'inertie fonte

La fonte a une masse thermique plus importante : elle met plus de temps à chauffer, mais elle garde la chaleur beaucoup plus longtemps. C'est la technologie la plus confortable pour les pièces de vie occupées toute la journée, où l'on recherche une chaleur enveloppante, proche de celle d'un chauffage central. Revers de la médaille, ces appareils sont lourds, souvent plus de 30 kg pour 1 500 W, et demandent un mur solide.

## Le double cœur

Le double cœur associe deux sources : un film ou une plaque chauffante en façade, qui diffuse une chaleur rayonnante immédiate, et un corps de chauffe à inertie à l'arrière, en céramique ou en fonte, qui prend le relais. On obtient une montée en température rapide et une chaleur durable. Notre gamme propose des versions céramique-aluminium, légères et réactives, et fonte-aluminium, pour les pièces les plus exigeantes.

## Et le panneau rayonnant ?

Le panneau rayonnant n'est pas un radiateur à inertie : il chauffe par rayonnement, à la manière du soleil, grâce à une plaque en façade. Il est réactif et économique à l'achat, ce qui en fait une bonne solution pour une pièce de passage, une buanderie ou un budget serré. Il restitue en revanche peu de chaleur une fois coupé.

## Comment choisir ?

- Séjour et pièces occupées en continu : inertie fonte ou double cœur fonte-aluminium.
- Chambres et bureaux : inertie céramique ou double cœur céramique-aluminium.
- Pièces de passage et petits budgets : panneau rayonnant.
- Besoin ponctuel ou logement en location : radiateur à inertie mobile, sur roulettes, qui se branche sur une simple prise.

Quelle que soit la technologie, vérifiez la présence d'une régulation électronique précise, d'un détecteur de fenêtre ouverte et de la compatibilité fil pilote six ordres. Ce sont ces fonctions, bien plus que le matériau, qui font la différence sur la facture.
`,
  },
  {
    slug: 'bien-choisir-son-seche-serviettes-electrique',
    title: 'Bien choisir son sèche-serviettes électrique',
    author: "Claire Dumas, conseillère énergie",
    categorySlug: 'guides-produits',
    excerpt:
      "Classique, soufflant ou mobile : comment choisir un sèche-serviettes adapté à la taille de votre salle de bains, à vos horaires et aux règles de sécurité.",
    image: 'article-seche-serviettes',
    body: `
Le sèche-serviettes a deux missions : chauffer la salle de bains et sécher le linge de toilette. Selon la taille de la pièce et vos habitudes, certains modèles seront bien plus agréables que d'autres. Voici les critères qui comptent vraiment.

## Trois familles d'appareils

- **Le sèche-serviettes classique** chauffe par un fluide caloporteur ou une résistance sèche logée dans les tubes. La chaleur est douce et constante, idéale pour une salle de bains chauffée toute la journée.
- **Le sèche-serviettes soufflant** ajoute une soufflerie d'environ 1 000 W sous les barreaux. Elle porte la pièce à bonne température en quelques minutes, juste avant la douche, puis se coupe automatiquement.
- **Le sèche-serviettes mobile** se pose sur pieds et se branche sur une prise. Il convient aux locations, aux petites salles d'eau ou en appoint, sans travaux.

## La bonne puissance

Une salle de bains se chauffe à une température plus élevée que le reste du logement. Comptez environ 100 à 150 W/m² selon l'isolation. Pour une salle de bains de 6 m², un appareil de 750 W suffit généralement ; avec une soufflerie, la relance du matin devient presque instantanée.

## Les règles de sécurité

La salle de bains est découpée en volumes par la norme NF C 15-100. Un sèche-serviettes électrique doit être de classe II, protégé au minimum IPX4, et installé hors des volumes 0 et 1, c'est-à-dire à plus de 60 cm de la baignoire ou du bac de douche. Le raccordement se fait par une sortie de câble protégée par un disjoncteur différentiel 30 mA. Faites appel à un électricien si vous avez le moindre doute.

## Les fonctions utiles

- Une **minuterie de séchage**, qui lance une chauffe renforcée pendant une durée choisie puis revient à la consigne.
- Un **détecteur de fenêtre ouverte**, qui coupe la chauffe pendant l'aération.
- La **compatibilité fil pilote**, pour suivre la programmation du reste du logement.
- Une **programmation hebdomadaire** intégrée, pratique si la salle de bains n'est pas reliée au programmateur central.

## Le confort au quotidien

Attention : un sèche-serviettes chargé de serviettes mouillées chauffe beaucoup moins bien la pièce, car le linge fait écran. Si vous séchez beaucoup de linge, choisissez un modèle légèrement plus puissant ou ajoutez une soufflerie. Enfin, pensez à l'encombrement : largeur des barreaux, place derrière la porte, accès à l'interrupteur. Nos fiches produits indiquent les dimensions exactes de chaque modèle pour vous aider à vérifier l'implantation avant de commander.
`,
  },
];
