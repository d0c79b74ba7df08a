import type { ArticleSeed } from './types';

export const ENERGY_SAVING_ARTICLES: ArticleSeed[] = [
  {
    slug: 'fil-pilote-et-programmation-chauffer-juste',
    title: 'Fil pilote et programmation : chauffer juste, au bon moment',
    author: "Claire Dumas, conseillère énergie",
    categorySlug: 'economies-energie',
    excerpt:
      "Le fil pilote permet de commander tous vos radiateurs depuis un seul programmateur. Fonctionnement, six ordres, réglages conseillés : tout ce qu'il faut savoir.",
    image: 'article-programmation',
    body: `
Chauffer une maison vide ou une chambre en pleine journée, c'est payer pour rien. La programmation est le levier d'économie le plus simple : selon l'ADEME, chaque degré en moins représente environ 7 % de consommation de chauffage en moins. Le fil pilote est la façon la plus fiable de la mettre en place avec des radiateurs électriques.

## Qu'est-ce que le fil pilote ?

Le fil pilote est un conducteur supplémentaire, généralement noir ou gris, qui relie chaque radiateur à un programmateur ou à un gestionnaire d'énergie placé dans le tableau électrique. Ce fil ne transporte pas l'énergie de chauffe : il envoie un simple signal qui indique au radiateur dans quel mode se placer.

## Les six ordres du fil pilote

- **Confort** : la température de consigne réglée sur le radiateur.
- **Éco** : la consigne confort abaissée d'environ 3,5 °C.
- **Hors-gel** : maintien autour de 7 à 8 °C pour protéger le logement.
- **Arrêt** : l'appareil est coupé.
- **Confort -1** et **Confort -2** : consigne abaissée d'un ou deux degrés.

Tous les radiateurs récents de notre catalogue comprennent ces six ordres. Les anciens modèles ne gèrent parfois que quatre ordres : ils ignorent alors les modes confort -1 et confort -2.

## Un programme type pour une semaine

1. Pièces de vie : confort de 6 h 30 à 8 h 30 puis de 17 h 30 à 22 h 30, éco le reste du temps.
2. Chambres : confort une demi-heure avant le lever, éco la journée, confort -2 la nuit.
3. Salle de bains : confort aux heures de douche uniquement, en s'appuyant sur la soufflerie du sèche-serviettes.
4. Absence de plus de 48 heures : hors-gel pour tout le logement.

## Les températures recommandées

Les repères habituels sont de 19 °C dans les pièces de vie, 16 à 17 °C dans les chambres et 22 °C dans la salle de bains au moment de la toilette. Descendre plus bas la nuit n'est pas utile : relancer un logement trop refroidi consomme davantage que le maintien d'une consigne éco.

## Et sans fil pilote ?

Si vos murs ne sont pas équipés, il reste deux solutions. La première consiste à utiliser la programmation intégrée de chaque radiateur, réglée appareil par appareil. La seconde passe par des modèles connectés, comme notre gamme Home Smartlink, qui reçoivent leurs ordres par radio et se pilotent depuis un smartphone. C'est aussi la solution la plus souple pour rentrer plus tôt que prévu ou prolonger un week-end sans gaspiller.

## Ce que l'on peut en attendre

Une programmation bien réglée permet couramment d'économiser 10 à 15 % sur la facture de chauffage par rapport à un fonctionnement en confort permanent. Le gain dépend de votre rythme de vie et de l'isolation du logement, mais l'investissement, un programmateur à quelques dizaines d'euros, est amorti dès le premier hiver.
`,
  },
  {
    slug: 'dix-gestes-simples-pour-alleger-la-facture-de-chauffage',
    title: 'Dix gestes simples pour alléger la facture de chauffage',
    author: "L'équipe Maison Chaleur",
    categorySlug: 'economies-energie',
    excerpt:
      "Purger les habitudes, pas les radiateurs : dix gestes sans travaux, applicables dès ce soir, pour réduire sa consommation tout en gardant une maison confortable.",
    image: 'article-gestes',
    body: `
Réduire sa facture de chauffage ne demande pas forcément de grands travaux. Avant de changer d'appareils ou d'isoler les combles, une série de gestes simples permet déjà de gagner plusieurs points de consommation. Nous les avons classés du plus facile au plus structurant.

## Les réglages

1. **Baisser d'un degré.** Passer de 20 à 19 °C dans le séjour réduit la consommation d'environ 7 %, sans différence de confort perceptible après quelques jours.
2. **Programmer les absences.** Un mode éco pendant la journée de travail et un mode hors-gel pour les week-ends prolongés évitent de chauffer une maison vide.
3. **Ne pas surchauffer les chambres.** 16 à 17 °C suffisent pour bien dormir ; une couette adaptée fait le reste.
4. **Éviter les relances brutales.** Monter le thermostat au maximum ne chauffe pas plus vite, cela prolonge seulement la chauffe et fait dépasser la consigne.

## Les habitudes

5. **Fermer les volets et les rideaux à la tombée de la nuit.** Ils créent une lame d'air isolante devant le vitrage et limitent les pertes.
6. **Aérer court mais franchement.** Cinq à dix minutes fenêtres grandes ouvertes, radiateurs coupés ou en mode hors-gel, renouvellent l'air sans refroidir les murs. Une fenêtre entrouverte toute la journée, à l'inverse, gaspille beaucoup d'énergie.
7. **Fermer les portes des pièces peu utilisées.** Chaque pièce garde ainsi sa propre température et le thermostat de chaque radiateur travaille juste.

## L'entretien

8. **Dépoussiérer les radiateurs.** La poussière accumulée sur les ailettes et les grilles freine les échanges de chaleur : un coup d'aspirateur en début de saison suffit.
9. **Dégager les appareils.** Un canapé, une étagère ou un linge qui sèche devant un radiateur bloquent la chaleur et trompent sa sonde.

## L'équipement

10. **Remplacer les vieux convecteurs.** Les « grille-pain » des années 1980 chauffent l'air par à-coups et assèchent l'atmosphère. Un radiateur à inertie ou à double cœur, doté d'une régulation électronique précise, consomme nettement moins pour le même confort ressenti. Sur une maison entière, l'écart se chiffre rapidement en centaines d'euros par an.

## Par où commencer ?

Les gestes 1 à 9 ne coûtent rien et peuvent être appliqués dès ce soir. Le remplacement des appareils est un investissement : commencez par les pièces où vous vivez le plus, le séjour et la cuisine, puis les chambres. Nos conseillers peuvent vous aider à établir un plan de remplacement progressif adapté à votre budget, et les professionnels bénéficient de conditions dédiées dans leur espace pro.
`,
  },
];
