/**
 * The CGV as the seed wrote them until the legal pages stopped naming the company (commit a81476e, values of the
 * example company filled in): a shop seeded then still holds this text. cms.test.ts checks that the bootstrap
 * recognises it (retired-page-texts.ts) and gives the page today's text.
 */
export const RETIRED_CGV_FOR_TESTS = `
Les présentes conditions générales de vente s'appliquent à toute commande passée sur le site Maison Chaleur par un consommateur ou un professionnel. Elles sont conclues entre le client et la société Maison Chaleur SAS, société par actions simplifiée au capital de 50 000 euros, RCS Lyon 912 345 675, SIRET 912 345 675 00009, TVA FR65 912 345 675, dont le siège est situé 18 rue des Forges, 69007 Lyon, France (téléphone 04 78 60 12 34, e-mail contact@maison-chaleur.fr).

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

Le consommateur peut aussi nous adresser toute autre déclaration dénuée d'ambiguïté, par exemple le formulaire type ci-dessous, par e-mail à contact@maison-chaleur.fr ou par courrier à 18 rue des Forges, 69007 Lyon, France.

**Retour des produits.** Le consommateur renvoie les produits, complets et dans la mesure du possible dans leur emballage d'origine, au plus tard quatorze jours après nous avoir communiqué sa décision, à l'adresse : Maison Chaleur — Service retours, 18 rue des Forges, 69007 Lyon, France. Les frais directs de retour sont à sa charge ; pour les produits qui ne peuvent être renvoyés normalement par la poste en raison de leur poids (chauffe-eau, climatiseurs, radiateurs à inertie de plus de 30 kg), ce coût est estimé à 60 euros TTC au maximum. Sa responsabilité n'est engagée qu'en cas de dépréciation du produit résultant de manipulations autres que celles nécessaires pour établir sa nature, ses caractéristiques et son bon fonctionnement (un appareil raccordé et utilisé peut ainsi subir une décote).

**Remboursement.** Maison Chaleur rembourse la totalité des sommes versées, frais de livraison standard compris, au plus tard quatorze jours à compter du jour où elle est informée de la rétractation, par le moyen de paiement utilisé lors de la commande. Elle peut différer le remboursement jusqu'à la récupération des produits ou jusqu'à la preuve de leur expédition, la date retenue étant la plus proche.

**Exceptions.** Conformément à l'article L221-28 du Code de la consommation, le droit de rétractation ne s'applique pas aux biens confectionnés selon les spécifications du consommateur ou nettement personnalisés. Il ne s'applique pas non plus aux contrats conclus entre professionnels : les commandes passées depuis l'espace professionnel en sont exclues.

**Formulaire type de rétractation** (annexe à l'article R221-1 du Code de la consommation ; à compléter et renvoyer seulement si vous souhaitez vous rétracter sans utiliser la fonction en ligne) :

- À l'attention de Maison Chaleur SAS, 18 rue des Forges, 69007 Lyon, France, contact@maison-chaleur.fr :
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

Les demandes sont à adresser au [service après-vente](/sav) ou à contact@maison-chaleur.fr.

## Article 8 : Responsabilité

Les produits doivent être installés conformément aux notices des fabricants et à la norme NF C 15-100. Maison Chaleur ne saurait être tenue responsable des dommages résultant d'une installation non conforme ou d'un usage inapproprié.

## Article 9 : Données personnelles

Les données collectées lors de la commande sont traitées conformément à notre [politique de confidentialité](/about/privacy).

## Article 10 : Médiation et litiges

En cas de litige, le client s'adresse en priorité au service client (contact@maison-chaleur.fr, 04 78 60 12 34). À défaut de solution amiable dans un délai de deux mois, le consommateur peut recourir gratuitement au médiateur de la consommation : CM2C (Centre de la Médiation de la Consommation de Conciliateurs de Justice), 49 rue de Ponthieu, 75008 Paris, site internet : https://www.cm2c.net. Les présentes conditions sont soumises au droit français ; le consommateur peut saisir la juridiction de son domicile.
`;
