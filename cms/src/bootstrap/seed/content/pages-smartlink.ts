import { COMPANY } from './company';
import type { PageSeed } from './types';

export const SMARTLINK_PAGES: PageSeed[] = [
  {
    slug: 'home-smartlink',
    title: 'Home Smartlink, la maison connectée',
    seoDescription: "Home Smartlink : radiateurs et accessoires connectés pour piloter son chauffage à distance et suivre sa consommation.",
    body: `
Home Smartlink est notre gamme d'appareils connectés : radiateurs, sèche-serviettes, thermostats et passerelle, pilotables depuis une application mobile. Chaque pièce chauffe juste quand il le faut, et vous suivez votre consommation jour après jour.

## Ce que vous pouvez faire

- Régler la température de chaque pièce, où que vous soyez.
- Créer des plannings hebdomadaires par pièce ou par zone.
- Activer le mode absence en un geste, et relancer la chauffe avant votre retour.
- Consulter l'historique de consommation de chaque appareil.

## Comment ça marche ?

Une passerelle Home Smartlink se branche sur votre box internet et communique par radio avec les appareils de la gamme. Aucun fil pilote n'est nécessaire : c'est la solution idéale en rénovation. L'installation se fait en quelques minutes grâce à l'application, qui vous guide pas à pas.

## Vos données

Les données de fonctionnement et de consommation sont utilisées uniquement pour rendre le service. Consultez la [politique de confidentialité Home Smartlink](/home-smartlink/privacy).
`,
  },
  {
    slug: 'offre-home-smartlink',
    title: "L'offre Home Smartlink",
    seoDescription: "Équipez votre maison en appareils connectés Home Smartlink : passerelle, radiateurs et thermostats à prix de lancement.",
    body: `
Passez à la maison connectée à votre rythme. L'offre Home Smartlink réunit la passerelle et les appareils de la gamme pour piloter votre chauffage depuis votre smartphone.

## Composez votre équipement

1. Commencez par la passerelle Home Smartlink, indispensable pour relier vos appareils à l'application.
2. Ajoutez un radiateur ou un sèche-serviettes connecté par pièce à chauffer.
3. Complétez avec des thermostats et des modules pour vos appareils existants compatibles fil pilote.

## Inclus avec chaque appareil

- L'accès à l'application, sans abonnement.
- Les mises à jour logicielles.
- L'assistance de notre équipe pour la mise en service.

Conditions de l'offre : du 1er octobre 2026 au 31 mars 2027, pour l'achat d'un radiateur ou d'un sèche-serviettes connecté Home Smartlink, le thermostat d'ambiance connecté est offert (valeur 79 € TTC), dans la limite d'un thermostat par commande.
`,
  },
  {
    slug: 'home-smartlink-privacy',
    title: 'Home Smartlink : politique de confidentialité',
    seoDescription: "Données collectées par l'application et les appareils Home Smartlink, finalités, durée de conservation et droits.",
    body: `
Cette politique complète la [politique de confidentialité](/about/privacy) du site et s'applique à l'application et aux appareils connectés Home Smartlink.

## Données traitées

- **Compte** : adresse e-mail et mot de passe chiffré.
- **Installation** : nom des pièces, liste et paramètres des appareils, identifiant de la passerelle.
- **Fonctionnement** : températures mesurées et de consigne, modes, plannings, historique de consommation.

Aucune donnée de localisation précise n'est collectée.

## Finalités

Ces données servent à piloter vos appareils, afficher vos consommations, diagnostiquer une panne à votre demande et améliorer la fiabilité du service de manière agrégée. Elles ne sont jamais utilisées à des fins publicitaires ni cédées à des tiers.

## Conservation

Les données de fonctionnement sont conservées vingt-quatre mois glissants ; les données de compte, jusqu'à la suppression du compte depuis l'application.

## Hébergement et contact

Les données sont hébergées dans l'Union européenne par OVH SAS, 2 rue Kellermann, 59100 Roubaix, France, dans ses centres de données de Roubaix et Gravelines. Pour exercer vos droits, contactez-nous via la [page contact](/contact).
`,
  },
  {
    slug: 'econergy-privacy',
    title: 'Econergy : politique de confidentialité',
    seoDescription: "Politique de confidentialité du service de suivi de consommation Econergy proposé par Maison Chaleur.",
    body: `
Econergy est le service de suivi de consommation énergétique associé à nos appareils connectés. Cette page précise comment vos données sont traitées dans ce cadre, en complément de notre [politique de confidentialité](/about/privacy).

## Données utilisées

Econergy utilise les relevés de consommation de vos appareils, les températures de consigne et mesurées, ainsi que les informations déclaratives que vous renseignez (surface du logement, nombre d'occupants, type d'isolation) pour produire des bilans et des conseils personnalisés.

## Base légale et durée

Le traitement repose sur votre consentement, donné à l'activation du service et retirable à tout moment depuis l'application. Les relevés sont conservés vingt-quatre mois, puis anonymisés à des fins statistiques.

## Partage

Les données ne sont partagées avec aucun fournisseur d'énergie ni partenaire commercial. Seuls nos sous-traitants techniques y ont accès, dans la limite de leurs missions.

## Responsable du traitement

${COMPANY.name}, ${COMPANY.address}, SIRET ${COMPANY.siret}.
`,
  },
];
