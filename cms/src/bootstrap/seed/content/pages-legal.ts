import { COMPANY as C } from './company';
import type { PageSeed } from './types';

export const LEGAL_PAGES: PageSeed[] = [
  {
    slug: 'legal',
    title: 'Mentions légales',
    seoDescription: "Mentions légales du site Maison Chaleur : éditeur, directeur de la publication, hébergeur, médiateur et propriété intellectuelle.",
    // The publisher, the publication director and the host are printed above this text from the identity staff keep
    // at /admin/societe (plugins/company, ADR 015), the one the invoices print: this text holds the rest.
    body: `
## Médiation de la consommation

Conformément aux articles L612-1 et suivants du Code de la consommation, le consommateur peut recourir gratuitement au médiateur de la consommation dont relève Maison Chaleur : ${C.mediator}. La plateforme européenne de règlement en ligne des litiges reste accessible à l'adresse https://ec.europa.eu/consumers/odr.

## Rétractation

Le consommateur peut renoncer à sa commande en ligne grâce au lien « renoncer au contrat ici », présent en pied de chaque page du site, sur chaque commande de son espace client et sur la page de détail de la commande. Les conditions sont détaillées à l'article 6 des [conditions générales de vente](/about/cgv).

## Propriété intellectuelle

L'ensemble des contenus présents sur ce site (textes, photographies, illustrations, logos, vidéos, structure) est protégé par le droit d'auteur et le droit des marques. Toute reproduction, représentation ou adaptation, totale ou partielle, sans l'autorisation écrite préalable de l'éditeur du site est interdite. Les marques et visuels des fabricants restent la propriété de leurs titulaires respectifs.

## Responsabilité

L'éditeur du site s'efforce de fournir des informations exactes et à jour, notamment sur les caractéristiques techniques des produits. Des erreurs ou omissions peuvent toutefois survenir ; elles ne sauraient engager la responsabilité de l'éditeur. Les liens vers des sites tiers sont fournis à titre d'information, sans contrôle de leur contenu.

## Données personnelles et cookies

Le traitement de vos données personnelles est décrit dans notre [politique de confidentialité](/about/privacy), et l'usage des cookies dans notre [page dédiée aux cookies](/about/cookie).
`,
  },
  {
    slug: 'cgv',
    title: 'Conditions générales de vente',
    seoDescription: "Conditions générales de vente de Maison Chaleur : commande, prix, paiement, livraison, rétractation en ligne, garanties et médiation.",
    // The seller (name, form, capital, head office, RCS, SIRET, VAT, phone, e-mail) is printed above this text from
    // the identity staff keep at /admin/societe (ADR 015): the text refers to it and names no company.
    body: `
Les présentes conditions générales de vente s'appliquent à toute commande passée sur le site Maison Chaleur par un consommateur ou un professionnel. Elles sont conclues entre le client et le vendeur, dont l'identité et les coordonnées figurent ci-dessus.

## Article 1 : Produits

Les produits proposés sont ceux figurant sur le site au jour de la consultation, dans la limite des stocks disponibles. Les photographies et descriptions sont aussi fidèles que possible mais n'ont pas de valeur contractuelle pour les éléments purement esthétiques. Les caractéristiques techniques (puissance, dimensions, poids) sont celles communiquées par les fabricants.

## Article 2 : Prix

Les prix sont indiqués en euros toutes taxes comprises (TTC) pour les particuliers et hors taxes (HT) dans l'espace professionnel, hors frais de livraison. Les frais de livraison sont précisés avant la validation de la commande. Maison Chaleur se réserve le droit de modifier ses prix à tout moment ; le prix facturé est celui affiché lors de la validation de la commande.

## Article 3 : Commande

La commande se déroule en quatre étapes : coordonnées, adresse de facturation, mode de livraison, paiement. Avant le paiement, le client vérifie le détail de sa commande et son prix total, et peut corriger d'éventuelles erreurs. La validation vaut acceptation des présentes conditions. Un e-mail de confirmation récapitulant la commande est envoyé au client.

## Article 4 : Paiement

Le paiement s'effectue par carte bancaire sur la page sécurisée de notre prestataire de paiement. Les clients professionnels disposant d'un compte validé peuvent régler par virement bancaire ; la commande est alors préparée à réception des fonds. La commande n'est considérée comme définitive qu'après l'encaissement effectif du prix. Pour les professionnels, tout retard de paiement entraîne des pénalités au taux de trois fois le taux d'intérêt légal et une indemnité forfaitaire de 40 euros pour frais de recouvrement (article L441-10 du Code de commerce).

## Article 5 : Livraison

Les produits sont livrés à l'adresse indiquée lors de la commande, dans les pays proposés sur le site. Le délai indicatif est de cinq jours ouvrés à compter de la commande pour un produit en stock, et au plus tard trente jours après la commande. En cas de retard, le client peut, dans les conditions prévues par l'article L216-6 du Code de la consommation, résoudre la vente après mise en demeure restée sans effet.

À la réception, le client vérifie l'état du colis et émet, le cas échéant, des réserves précises auprès du transporteur, puis en informe Maison Chaleur sous 48 heures.

## Article 6 : Droit de rétractation

Conformément aux articles L221-18 et suivants du Code de la consommation, le consommateur dispose d'un délai de quatorze jours à compter du jour où il reçoit le produit (ou le dernier produit d'une commande livrée en plusieurs fois) pour se rétracter, sans avoir à motiver sa décision ni à supporter d'autres frais que ceux du retour. Avant la livraison, il peut se rétracter à tout moment.

**La fonction de rétractation en ligne.** Le consommateur se rétracte le plus simplement par le lien « renoncer au contrat ici », présent en pied de chaque page du site, sur chaque commande de son espace client (« Mon compte ») et sur la page de détail de la commande. Il n'a pas besoin de compte : l'adresse e-mail de la commande et son numéro suffisent. Il remplit la déclaration (la commande et, s'il le souhaite, les articles concernés, son nom, son adresse, les dates de commande et de réception) puis la valide par le bouton « confirmer la rétractation ». Maison Chaleur enregistre la déclaration avec sa date et son heure et lui adresse aussitôt, par e-mail, un accusé de réception reprenant son contenu ainsi que la date et l'heure de son envoi. La fonction reste disponible pendant tout le délai de rétractation.

Le consommateur peut aussi nous adresser toute autre déclaration dénuée d'ambiguïté, par exemple le formulaire type ci-dessous, par e-mail ou par courrier aux coordonnées du vendeur figurant en tête des présentes conditions.

**Retour des produits.** Le consommateur renvoie les produits, complets et dans la mesure du possible dans leur emballage d'origine, au plus tard quatorze jours après nous avoir communiqué sa décision, à l'adresse du siège du vendeur figurant en tête des présentes conditions, à l'attention du service retours. Les frais directs de retour sont à sa charge ; pour les produits qui ne peuvent être renvoyés normalement par la poste en raison de leur poids (chauffe-eau, climatiseurs, radiateurs à inertie de plus de 30 kg), ce coût est estimé à 60 euros TTC au maximum. Sa responsabilité n'est engagée qu'en cas de dépréciation du produit résultant de manipulations autres que celles nécessaires pour établir sa nature, ses caractéristiques et son bon fonctionnement (un appareil raccordé et utilisé peut ainsi subir une décote).

**Remboursement.** Maison Chaleur rembourse la totalité des sommes versées, frais de livraison standard compris, au plus tard quatorze jours à compter du jour où elle est informée de la rétractation, par le moyen de paiement utilisé lors de la commande. Elle peut différer le remboursement jusqu'à la récupération des produits ou jusqu'à la preuve de leur expédition, la date retenue étant la plus proche.

**Exceptions.** Conformément à l'article L221-28 du Code de la consommation, le droit de rétractation ne s'applique pas aux biens confectionnés selon les spécifications du consommateur ou nettement personnalisés. Il ne s'applique pas non plus aux contrats conclus entre professionnels : les commandes passées depuis l'espace professionnel en sont exclues.

**Formulaire type de rétractation** (annexe à l'article R221-1 du Code de la consommation ; à compléter et renvoyer seulement si vous souhaitez vous rétracter sans utiliser la fonction en ligne) :

- À l'attention du vendeur (raison sociale, adresse du siège et e-mail figurant en tête des présentes conditions) :
- Je/Nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*) ci-dessous :
- Commandé le (*)/reçu le (*) :
- Nom du (des) consommateur(s) :
- Adresse du (des) consommateur(s) :
- Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :
- Date :
- (*) Rayez la mention inutile.

## Article 7 : Garanties légales

Indépendamment de toute garantie commerciale du fabricant, Maison Chaleur reste tenue des défauts de conformité du bien au contrat et des vices cachés.

**Garantie légale de conformité** (articles L217-3 et suivants du Code de la consommation). Le consommateur dispose d'un délai de deux ans à compter de la délivrance du bien pour obtenir la mise en œuvre de la garantie ; il est dispensé de prouver l'existence du défaut de conformité pendant ces deux ans. Il choisit entre la réparation et le remplacement du bien, sauf si le choix entraîne un coût manifestement disproportionné ; à défaut, il peut obtenir une réduction du prix ou la résolution du contrat. Un bien réparé dans le cadre de la garantie bénéficie d'une extension de six mois de celle-ci. La garantie légale de conformité s'exerce sans frais pour le consommateur.

**Garantie des vices cachés** (articles 1641 et suivants du Code civil). L'acheteur peut agir dans un délai de deux ans à compter de la découverte du vice et choisir entre la résolution de la vente et une réduction du prix.

Les demandes sont à adresser au [service après-vente](/sav) ou à l'adresse e-mail du vendeur figurant en tête des présentes conditions.

## Article 8 : Responsabilité

Les produits doivent être installés conformément aux notices des fabricants et à la norme NF C 15-100. Maison Chaleur ne saurait être tenue responsable des dommages résultant d'une installation non conforme ou d'un usage inapproprié.

## Article 9 : Données personnelles

Les données collectées lors de la commande sont traitées conformément à notre [politique de confidentialité](/about/privacy).

## Article 10 : Médiation et litiges

En cas de litige, le client s'adresse en priorité au service client, par e-mail ou par téléphone aux coordonnées du vendeur figurant en tête des présentes conditions. À défaut de solution amiable dans un délai de deux mois, le consommateur peut recourir gratuitement au médiateur de la consommation : ${C.mediator}. Les présentes conditions sont soumises au droit français ; le consommateur peut saisir la juridiction de son domicile.
`,
  },
  {
    slug: 'privacy',
    title: 'Politique de confidentialité',
    seoDescription: "Comment Maison Chaleur collecte, utilise et protège vos données personnelles, et comment exercer vos droits.",
    // The data controller (the company of /admin/societe, ADR 015) and the host of the data are printed above this
    // text: it refers to them and names no company.
    body: `
Le responsable du traitement, dont l'identité figure ci-dessus, attache une grande importance à la protection de vos données personnelles. Cette politique explique quelles données nous collectons, pourquoi, combien de temps nous les conservons et comment exercer vos droits, conformément au règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés.

## Délégué à la protection des données

Le délégué à la protection des données est joignable à ${C.dpoEmail} ou par courrier à l'adresse du siège indiquée ci-dessus, à l'attention du délégué à la protection des données.

## Données collectées

- **Compte client** : nom, prénom, adresse e-mail, téléphone, adresses de livraison et de facturation, et pour les professionnels la raison sociale, le SIRET et le numéro de TVA.
- **Commandes** : produits achetés, montants, historique, déclarations de rétractation (avec leur date et leur heure) et échanges avec le service client.
- **Navigation** : données techniques et, avec votre accord, mesures d'audience (voir notre page cookies).

Nous ne collectons jamais vos coordonnées bancaires : le paiement est réalisé sur la page sécurisée de notre prestataire.

## Finalités et bases légales

- Gestion des commandes, de la livraison, de la facturation, des rétractations et du service après-vente : exécution du contrat.
- Respect de nos obligations comptables, fiscales et de consommation : obligation légale.
- Lettre d'information et offres commerciales : consentement, retirable à tout moment grâce au lien de désinscription.
- Amélioration du site et prévention de la fraude : intérêt légitime.

## Durées de conservation

Les données de compte sont conservées tant que le compte est actif, puis trois ans après le dernier contact. Les pièces comptables (factures) sont conservées dix ans. Les déclarations de rétractation sont conservées cinq ans, durée de prescription de l'action en justice. Les données de prospection sont supprimées trois ans après le dernier contact.

## Destinataires

Vos données sont destinées aux services de Maison Chaleur et à nos sous-traitants (transporteurs, prestataire de paiement, hébergeur indiqué ci-dessus, outil d'e-mailing), tenus à la confidentialité. Elles sont hébergées dans l'Union européenne et ne sont jamais vendues.

## Vos droits

Vous disposez d'un droit d'accès, de rectification, d'effacement, de limitation, d'opposition et de portabilité de vos données, ainsi que du droit de définir des directives relatives à leur sort après votre décès. Pour les exercer, écrivez à ${C.dpoEmail} ou via la [page contact](/contact) en précisant votre demande ; nous répondons dans un délai d'un mois. Vous pouvez également introduire une réclamation auprès de la CNIL, 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07 (www.cnil.fr).
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
