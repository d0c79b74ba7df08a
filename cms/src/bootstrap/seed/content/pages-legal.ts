import type { PageSeed } from './types';

/** Company facts the shop owner must supply before going live: kept visibly unfinished on purpose. */
export const todo = (what: string): string => `[À COMPLÉTER : ${what}]`;

export const LEGAL_PAGES: PageSeed[] = [
  {
    slug: 'legal',
    title: 'Mentions légales',
    seoDescription: "Mentions légales du site Maison Chaleur : éditeur, directeur de la publication, hébergeur et propriété intellectuelle.",
    body: `
## Éditeur du site

Le site Maison Chaleur est édité par la société Maison Chaleur SAS, société par actions simplifiée au capital de ${todo('capital social')} euros.

- Siège social : ${todo('adresse du siège social')}
- Immatriculation : RCS ${todo('ville du greffe et numéro RCS')}
- SIRET : ${todo('numéro SIRET à 14 chiffres')}
- Numéro de TVA intracommunautaire : ${todo('numéro de TVA')}
- Téléphone : ${todo('numéro du standard')} (du lundi au vendredi, de 9 h à 12 h et de 14 h à 17 h)
- Contact : formulaire disponible sur la [page contact](/contact)

## Directeur de la publication

${todo('nom et qualité du directeur de la publication')}

## Hébergement

Le site est hébergé par ${todo("raison sociale, adresse et téléphone de l'hébergeur")}.

## Propriété intellectuelle

L'ensemble des contenus présents sur ce site (textes, photographies, illustrations, logos, vidéos, structure) est protégé par le droit d'auteur et le droit des marques. Toute reproduction, représentation ou adaptation, totale ou partielle, sans l'autorisation écrite préalable de Maison Chaleur SAS est interdite. Les marques et visuels des fabricants restent la propriété de leurs titulaires respectifs.

## Responsabilité

Maison Chaleur SAS s'efforce de fournir des informations exactes et à jour, notamment sur les caractéristiques techniques des produits. Des erreurs ou omissions peuvent toutefois survenir ; elles ne sauraient engager la responsabilité de l'éditeur. Les liens vers des sites tiers sont fournis à titre d'information, sans contrôle de leur contenu.

## Données personnelles et cookies

Le traitement de vos données personnelles est décrit dans notre [politique de confidentialité](/about/privacy), et l'usage des cookies dans notre [page dédiée aux cookies](/about/cookie).
`,
  },
  {
    slug: 'cgv',
    title: 'Conditions générales de vente',
    seoDescription: "Conditions générales de vente de Maison Chaleur : commande, prix, paiement, livraison, rétractation et garanties.",
    body: `
Les présentes conditions générales de vente s'appliquent à toute commande passée sur le site Maison Chaleur par un consommateur ou un professionnel. Elles sont conclues entre le client et la société Maison Chaleur SAS, SIRET ${todo('numéro SIRET')}, dont le siège est situé ${todo('adresse du siège social')}.

## Article 1 : Produits

Les produits proposés sont ceux figurant sur le site au jour de la consultation, dans la limite des stocks disponibles. Les photographies et descriptions sont aussi fidèles que possible mais n'ont pas de valeur contractuelle pour les éléments purement esthétiques. Les caractéristiques techniques (puissance, dimensions, poids) sont celles communiquées par les fabricants.

## Article 2 : Prix

Les prix sont indiqués en euros toutes taxes comprises (TTC) pour les particuliers et hors taxes (HT) dans l'espace professionnel, hors frais de livraison. Les frais de livraison sont précisés avant la validation de la commande. Maison Chaleur se réserve le droit de modifier ses prix à tout moment ; le prix facturé est celui affiché lors de la validation de la commande.

## Article 3 : Commande

La commande se déroule en quatre étapes : coordonnées, adresse de facturation, mode de livraison, paiement. Avant le paiement, le client vérifie le détail de sa commande et son prix total, et peut corriger d'éventuelles erreurs. La validation vaut acceptation des présentes conditions. Un e-mail de confirmation récapitulant la commande est envoyé au client.

## Article 4 : Paiement

Le paiement s'effectue par carte bancaire sur la page sécurisée de notre prestataire de paiement. Un paiement en trois fois par carte peut être proposé pour certaines commandes ; son coût est affiché avant l'acceptation. Les clients professionnels disposant d'un compte validé peuvent régler par virement bancaire ; la commande est alors préparée à réception des fonds. La commande n'est considérée comme définitive qu'après l'encaissement effectif du prix.

## Article 5 : Livraison

Les produits sont livrés à l'adresse indiquée lors de la commande, dans les pays proposés sur le site. Le délai indicatif est de cinq jours ouvrés à compter de la commande pour un produit en stock. La livraison en point relais est momentanément indisponible. En cas de retard important, le client peut, dans les conditions prévues par le Code de la consommation, résoudre la vente après mise en demeure restée sans effet.

À la réception, le client vérifie l'état du colis et émet, le cas échéant, des réserves précises auprès du transporteur, puis en informe Maison Chaleur sous 48 heures.

## Article 6 : Droit de rétractation

Conformément aux articles L221-18 et suivants du Code de la consommation, le consommateur dispose d'un délai de quatorze jours à compter de la réception du produit pour exercer son droit de rétractation, sans avoir à motiver sa décision. Il en informe Maison Chaleur par une déclaration dénuée d'ambiguïté, par exemple via la page contact. Le produit est retourné complet, dans son emballage d'origine, aux frais du client. Le remboursement, frais de livraison initiaux inclus, intervient dans les quatorze jours suivant la réception du retour.

Ce droit ne s'applique pas aux contrats conclus entre professionnels.

## Article 7 : Garanties

Tous les produits bénéficient de la garantie légale de conformité (articles L217-3 et suivants du Code de la consommation) pendant deux ans à compter de la livraison, et de la garantie des vices cachés (articles 1641 et suivants du Code civil). Ces garanties s'appliquent indépendamment de toute garantie commerciale du fabricant. Les demandes sont à adresser au [service après-vente](/sav).

## Article 8 : Responsabilité

Les produits doivent être installés conformément aux notices des fabricants et à la norme NF C 15-100. Maison Chaleur ne saurait être tenue responsable des dommages résultant d'une installation non conforme ou d'un usage inapproprié.

## Article 9 : Données personnelles

Les données collectées lors de la commande sont traitées conformément à notre [politique de confidentialité](/about/privacy).

## Article 10 : Médiation et litiges

En cas de litige, le client s'adresse en priorité au service client. À défaut de solution amiable, le consommateur peut recourir gratuitement au médiateur de la consommation : ${todo('nom, adresse et site du médiateur de la consommation')}. Les présentes conditions sont soumises au droit français.
`,
  },
  {
    slug: 'privacy',
    title: 'Politique de confidentialité',
    seoDescription: "Comment Maison Chaleur collecte, utilise et protège vos données personnelles, et comment exercer vos droits.",
    body: `
Maison Chaleur SAS attache une grande importance à la protection de vos données personnelles. Cette politique explique quelles données nous collectons, pourquoi, combien de temps nous les conservons et comment exercer vos droits, conformément au règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés.

## Responsable du traitement

Maison Chaleur SAS, ${todo('adresse du siège social')}, SIRET ${todo('numéro SIRET')}. Délégué à la protection des données : ${todo('nom ou adresse de contact du DPO')}.

## Données collectées

- **Compte client** : nom, prénom, adresse e-mail, téléphone, adresses de livraison et de facturation, et pour les professionnels la raison sociale, le SIRET et le numéro de TVA.
- **Commandes** : produits achetés, montants, historique et échanges avec le service client.
- **Navigation** : données techniques et, avec votre accord, mesures d'audience (voir notre page cookies).

Nous ne collectons jamais vos coordonnées bancaires : le paiement est réalisé sur la page sécurisée de notre prestataire.

## Finalités et bases légales

- Gestion des commandes, de la livraison, de la facturation et du service après-vente : exécution du contrat.
- Respect de nos obligations comptables et fiscales : obligation légale.
- Lettre d'information et offres commerciales : consentement, retirable à tout moment grâce au lien de désinscription.
- Amélioration du site et prévention de la fraude : intérêt légitime.

## Durées de conservation

Les données de compte sont conservées tant que le compte est actif, puis trois ans après le dernier contact. Les pièces comptables sont conservées dix ans. Les données de prospection sont supprimées trois ans après le dernier contact.

## Destinataires

Vos données sont destinées aux services de Maison Chaleur et à nos sous-traitants (transporteurs, prestataire de paiement, hébergeur, outil d'e-mailing), tenus à la confidentialité. Elles ne sont jamais vendues.

## Vos droits

Vous disposez d'un droit d'accès, de rectification, d'effacement, de limitation, d'opposition et de portabilité de vos données, ainsi que du droit de définir des directives relatives à leur sort après votre décès. Pour les exercer, écrivez-nous via la [page contact](/contact) en précisant votre demande. Vous pouvez également introduire une réclamation auprès de la CNIL.
`,
  },
  {
    slug: 'cookie',
    title: 'Gestion des cookies',
    seoDescription: "Les cookies utilisés sur le site Maison Chaleur et comment modifier vos préférences à tout moment.",
    body: `
Lors de votre visite, des cookies et traceurs peuvent être déposés sur votre appareil. Cette page explique à quoi ils servent et comment modifier votre choix à tout moment. Votre consentement est conservé 180 jours, après quoi nous vous le redemandons.

## Cookies strictement nécessaires

Ils permettent le fonctionnement du site : panier, connexion à votre compte, sécurité du paiement, mémorisation de vos préférences de cookies. Ils ne peuvent pas être désactivés.

## Cookies de personnalisation

Ils mémorisent vos choix d'affichage et les produits consultés pour vous proposer une navigation plus agréable. Ils ne sont déposés qu'avec votre accord.

## Cookies de mesure d'audience

Ils nous aident à comprendre comment le site est utilisé (pages vues, parcours, erreurs) afin de l'améliorer. Les statistiques sont agrégées. Ils ne sont déposés qu'avec votre accord.

## Cookies publicitaires

Ils permettent à nos partenaires de vous présenter des offres adaptées sur d'autres sites. Ils ne sont déposés qu'avec votre accord.

## Modifier vos préférences

Le bandeau cookies vous propose trois choix : tout refuser, personnaliser vos préférences catégorie par catégorie, ou tout accepter. Refuser n'a aucune incidence sur votre capacité à commander. Vous pouvez revenir sur votre choix à tout moment depuis cette page ou en supprimant les cookies dans les réglages de votre navigateur.
`,
  },
];
