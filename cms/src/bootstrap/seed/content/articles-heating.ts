import type { ArticleSeed } from './types';

export const HEATING_ADVICE_ARTICLES: ArticleSeed[] = [
  {
    slug: 'quelle-puissance-de-radiateur-pour-chaque-piece',
    title: 'Quelle puissance de radiateur pour chaque pièce ?',
    author: 'Julien Martin, technicien chauffage',
    categorySlug: 'conseils-chauffage',
    excerpt:
      "Surface, hauteur sous plafond, isolation : la méthode simple pour choisir la bonne puissance et éviter un radiateur qui tourne à plein régime tout l'hiver.",
    image: 'article-puissance',
    body: `
Choisir la puissance d'un radiateur électrique est la première décision, et souvent la plus mal prise. Un appareil trop faible fonctionne en continu sans jamais atteindre la température demandée ; un appareil trop puissant coûte plus cher à l'achat et provoque des cycles courts, moins confortables. Voici la méthode que nos techniciens utilisent au quotidien.

## Partir de la surface et de l'isolation

Pour une hauteur sous plafond standard de 2,50 m, on retient un ordre de grandeur exprimé en watts par mètre carré, qui dépend surtout de la qualité de l'isolation :

- **Logement récent ou bien rénové** (isolation des combles, double vitrage performant) : environ 70 à 80 W/m².
- **Logement des années 1980 à 2000**, isolation correcte : environ 90 à 100 W/m².
- **Logement ancien peu isolé**, simple vitrage ou murs non doublés : 110 à 130 W/m².

Une chambre de 12 m² dans une maison récente demande donc autour de 1 000 W, alors qu'un séjour de 30 m² dans une maison ancienne peut nécessiter 3 000 à 3 500 W, à répartir sur deux ou trois appareils.

## Corriger selon la hauteur et l'exposition

Si vos plafonds dépassent 2,50 m, raisonnez plutôt en volume : comptez 30 à 40 W/m³ dans un logement bien isolé et jusqu'à 50 W/m³ dans un logement ancien. Une pièce exposée au nord, située au-dessus d'un garage ou sous une toiture mal isolée mérite aussi une marge de 10 à 20 %. À l'inverse, une pièce mitoyenne entourée de pièces chauffées peut se contenter de la fourchette basse.

## Mieux vaut deux appareils qu'un seul

Au-delà de 20 m², ou dès que la pièce a une forme en L, nous conseillons de répartir la puissance sur plusieurs radiateurs. La chaleur est plus homogène, chaque appareil travaille dans sa zone de confort et vous évitez l'effet « chaud près du radiateur, froid près de la fenêtre ».

## Le cas particulier de la salle de bains

La salle de bains est chauffée à une température plus élevée, souvent 22 °C au moment de la douche. Prévoyez environ 100 à 150 W/m² et privilégiez un sèche-serviettes, éventuellement équipé d'une soufflerie pour une relance rapide le matin.

## En résumé

1. Mesurez la surface et la hauteur de chaque pièce.
2. Estimez le niveau d'isolation avec honnêteté.
3. Appliquez la fourchette correspondante, puis corrigez selon l'exposition.
4. Arrondissez à la puissance commerciale supérieure (500, 750, 1 000, 1 500, 2 000 W).

En cas de doute, notre équipe vous aide à dimensionner votre installation pièce par pièce : envoyez-nous les surfaces et l'année de construction depuis la [page contact](/contact), nous vous répondons sous 48 heures ouvrées.
`,
  },
  {
    slug: 'ou-installer-ses-radiateurs-pour-un-confort-homogene',
    title: 'Où installer ses radiateurs pour un confort homogène',
    author: "Claire Dumas, conseillère énergie",
    categorySlug: 'conseils-chauffage',
    excerpt:
      "Sous la fenêtre, sur un mur intérieur, à quelle hauteur ? Les règles de placement qui changent vraiment la sensation de confort, et les erreurs à éviter.",
    image: 'article-placement',
    body: `
Deux radiateurs identiques peuvent donner des résultats très différents selon l'endroit où ils sont posés. Un bon emplacement, c'est une chaleur qui se répartit sans effort, un thermostat qui mesure juste et un appareil qui ne surconsomme pas. Voici les repères à connaître avant de percer le moindre trou.

## Sous la fenêtre, quand c'est possible

La fenêtre est la paroi la plus froide de la pièce. Un radiateur placé juste en dessous réchauffe l'air qui descend le long du vitrage et supprime la sensation de courant d'air froid. C'est l'emplacement idéal dans la plupart des pièces à vivre. Si la fenêtre descend jusqu'au sol, choisissez le mur le plus proche ou un modèle bas de type plinthe.

## Respecter les distances

Pour que la chaleur circule et que le thermostat intégré fonctionne correctement, gardez les distances recommandées par les fabricants :

- au moins 15 cm entre le sol et le bas de l'appareil ;
- au moins 15 cm entre le haut de l'appareil et une tablette ou un rebord ;
- une dizaine de centimètres de chaque côté, loin des angles.

Ne placez jamais un meuble, un canapé ou un rideau épais devant un radiateur : la chaleur reste piégée, la sonde croit la pièce chaude et l'appareil se coupe trop tôt.

## Éviter les sources de chaleur parasites

Un radiateur installé à côté d'un four, d'une cheminée ou derrière une baie très ensoleillée mesure une température qui n'est pas celle de la pièce. Il se met en veille alors que le reste du volume est froid. Dans une cuisine ouverte, préférez le mur opposé à la zone de cuisson.

## Dans les chambres

Dans une chambre, la tête de lit ne doit pas être collée au radiateur : la chaleur sèche et le bruit éventuel des dilatations peuvent gêner le sommeil. Un appareil à inertie placé sous la fenêtre, réglé entre 16 et 17 °C la nuit, offre le meilleur compromis entre confort et consommation.

## Dans la salle de bains

La norme NF C 15-100 découpe la salle de bains en volumes autour de la baignoire et de la douche. Un sèche-serviettes électrique de classe II, protégé contre les projections d'eau (IPX4 au minimum), peut être installé dans le volume 2 ; il est interdit dans les volumes 0 et 1. Le raccordement se fait par une sortie de câble, jamais par une prise, et l'installation doit être protégée par un disjoncteur différentiel 30 mA.

## Penser au fil pilote dès la pose

Si vous posez plusieurs appareils, profitez des travaux pour tirer le fil pilote jusqu'à chacun d'eux. Vous pourrez ensuite piloter toute la maison depuis un programmateur central ou une box connectée, sans toucher aux murs une seconde fois. C'est l'investissement le plus rentable de toute l'installation.

Besoin d'un avis sur votre plan ? Envoyez-nous un croquis de la pièce : nos conseillers vous proposent un emplacement et une puissance adaptés.
`,
  },
];
