import type { PageSeed } from './types';

export const SHOP_PAGES: PageSeed[] = [
  {
    slug: 'about',
    title: 'À propos de Maison Chaleur',
    seoDescription: "Maison Chaleur, spécialiste du chauffage électrique : notre histoire, nos engagements et notre équipe de conseillers.",
    body: `
Maison Chaleur est née d'une conviction simple : le chauffage électrique peut être confortable, économe et durable, à condition d'être bien choisi et bien réglé. Depuis notre entrepôt en France, nous sélectionnons des radiateurs, sèche-serviettes, cheminées électriques, chauffe-eau et climatiseurs auprès de fabricants reconnus, et nous accompagnons nos clients avant comme après l'achat.

## Nos engagements

- **Des produits choisis** : chaque gamme est testée par notre équipe technique avant d'entrer au catalogue.
- **Des conseils honnêtes** : nos conseillers vous aident à dimensionner votre installation, pièce par pièce, sans chercher à vous vendre plus que nécessaire.
- **Une livraison soignée** : produits emballés avec soin et expédiés rapidement, avec suivi du colis.
- **Un service après-vente réactif** : une équipe dédiée, joignable du lundi au vendredi, de 9 h à 12 h et de 14 h à 17 h.

## Particuliers et professionnels

Nous accompagnons aussi bien les particuliers qui rénovent leur logement que les installateurs, électriciens et entreprises du bâtiment. Ces derniers disposent d'un [espace professionnel](/pro) avec des prix hors taxes, des remises dédiées et des devis personnalisés.

## La maison connectée

Avec la gamme [Home Smartlink](/home-smartlink), nous proposons des appareils pilotables à distance, pour chauffer juste au bon moment et suivre sa consommation depuis son smartphone.
`,
  },
  {
    slug: 'sav',
    title: 'Service après-vente',
    seoDescription: "Un appareil ne fonctionne plus ? Les étapes pour contacter le service après-vente Maison Chaleur et faire jouer la garantie.",
    body: `
Un problème avec un appareil acheté chez nous ? Notre service après-vente vous accompagne jusqu'à la résolution, pendant toute la durée de la garantie.

## Avant de nous contacter

1. Vérifiez que l'appareil est bien alimenté et que le disjoncteur n'est pas déclenché.
2. Contrôlez le mode de fonctionnement : un radiateur en hors-gel ou en arrêt via le fil pilote ne chauffe pas, même si son thermostat est réglé.
3. Consultez la notice du fabricant, qui décrit les codes d'erreur éventuels.

## Ouvrir une demande

Écrivez-nous depuis la [page contact](/contact) en choisissant le motif « Service après-vente ». Indiquez :

- votre numéro de commande ;
- la référence exacte de l'appareil ;
- une description du problème, idéalement accompagnée d'une photo ou d'une courte vidéo.

Un technicien vous répond sous 48 heures ouvrées, du lundi au vendredi, de 9 h à 12 h et de 14 h à 17 h.

## Garanties

Tous nos produits bénéficient de la garantie légale de conformité de deux ans. Selon les fabricants, une garantie commerciale plus longue couvre le corps de chauffe ou l'électronique : sa durée figure sur la fiche produit. Pensez à [enregistrer votre appareil](/garantie) pour accélérer le traitement de vos demandes.
`,
  },
  {
    slug: 'help',
    title: 'Aide et F.A.Q.',
    seoDescription: "Réponses aux questions fréquentes : livraison, retours, garantie, paiement et compte professionnel.",
    body: `
Vous trouverez ci-dessous les réponses aux questions les plus fréquentes sur la livraison, les retours, la garantie, le paiement et le compte professionnel.

Vous ne trouvez pas votre réponse ? Notre service client vous répond via la [page contact](/contact), du lundi au vendredi, de 9 h à 12 h et de 14 h à 17 h.
`,
  },
  {
    slug: 'hero',
    title: "L'hiver au chaud, la facture en moins",
    seoDescription: "Radiateurs à inertie, sèche-serviettes et maison connectée : l'offre d'hiver Maison Chaleur pour un confort maîtrisé.",
    body: `
Les premiers froids arrivent : c'est le bon moment pour remplacer vos vieux convecteurs. Nos radiateurs à inertie restituent une chaleur douce et régulière, et leur régulation électronique précise évite de chauffer inutilement.

## Pourquoi changer maintenant ?

- Une chaleur homogène, sans sensation de paroi froide.
- Une programmation six ordres compatible fil pilote.
- Des modèles connectés Home Smartlink, pilotables depuis votre smartphone.
- Une livraison à domicile en cinq jours ouvrés.

Découvrez nos [radiateurs](/categories/radiateurs) et nos [sèche-serviettes](/categories/seche-serviette), ou demandez conseil à notre équipe.
`,
  },
  {
    slug: 'pro',
    title: "L'offre professionnelle Maison Chaleur",
    seoDescription: "Installateurs et entreprises : prix HT, remise de 2 %, fidélité jusqu'à 15 %, livraison offerte et paiement par virement.",
    body: `
Électriciens, chauffagistes, installateurs, bailleurs et entreprises du bâtiment : l'espace professionnel Maison Chaleur a été conçu pour vos chantiers.

## Vos avantages

- **Prix hors taxes** affichés sur tout le catalogue, avec une ligne de TVA dans le panier.
- **2 % de remise** sur l'ensemble du catalogue.
- **Remises de fidélité** jusqu'à 15 % selon votre volume d'achats.
- **Livraison offerte** sur vos commandes.
- **Paiement par virement** bancaire.
- **Une ligne téléphonique dédiée**, communiquée à l'ouverture de votre compte.

## Devis sur mesure

Pour un chantier complet, demandez un devis depuis votre espace : nos équipes vous répondent avec une offre chiffrée, identifiée par une référence au format 22-ABCDEF, que vous pouvez charger directement dans votre panier.

## Ouvrir un compte

Créez votre compte en indiquant votre société et votre numéro SIRET. Après vérification, sous un jour ouvré, les conditions professionnelles s'appliquent dès votre connexion.
`,
  },
  {
    slug: 'garantie',
    title: 'Enregistrer la garantie de votre appareil',
    seoDescription: "Enregistrez votre appareil Maison Chaleur pour faciliter le service après-vente pendant toute la durée de la garantie.",
    body: `
Enregistrer votre appareil ne prend qu'une minute et facilite toute demande ultérieure auprès de notre service après-vente : nous retrouvons immédiatement le modèle, la date d'achat et la durée de garantie applicable.

Munissez-vous de la référence de l'appareil, indiquée sur l'étiquette signalétique, et précisez où vous l'avez acheté. L'enregistrement ne remplace pas votre preuve d'achat : conservez votre facture pendant toute la durée de la garantie.
`,
  },
];
