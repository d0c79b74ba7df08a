import type { ArticleSeed } from './types';

export const SMARTLINK_ARTICLES: ArticleSeed[] = [
  {
    slug: 'installer-sa-passerelle-home-smartlink',
    title: 'Installer sa passerelle Home Smartlink pas à pas',
    author: 'Julien Martin, technicien chauffage',
    categorySlug: 'home-smartlink',
    excerpt:
      "Branchement, appairage des appareils, premières consignes : la mise en service d'une installation Home Smartlink expliquée étape par étape.",
    image: 'article-smartlink',
    body: `
La passerelle est le cœur d'une installation Home Smartlink : elle relie vos radiateurs, sèche-serviettes et thermostats connectés à l'application mobile. Sa mise en service ne demande ni outil ni électricien, et une maison de cinq pièces est généralement prête à piloter en moins d'une demi-heure.

## Avant de commencer

- Une box internet avec un port réseau libre ou un réseau Wi-Fi en 2,4 GHz.
- L'application Home Smartlink installée sur votre smartphone, et un compte créé.
- Les appareils connectés déjà posés et raccordés au secteur, en mode veille.

Placez la passerelle à un endroit central du logement, à l'écart des masses métalliques comme un tableau électrique ou un réfrigérateur : la liaison radio n'en sera que plus stable.

## Les étapes de la mise en service

1. Branchez la passerelle sur la box avec le câble fourni, puis sur une prise de courant. Le voyant clignote en bleu pendant le démarrage.
2. Dans l'application, choisissez « Ajouter une passerelle » et scannez le code imprimé sous le boîtier. Le voyant devient fixe quand la passerelle est reconnue.
3. Créez vos pièces : séjour, chambres, salle de bains. Chaque appareil sera rangé dans l'une d'elles.
4. Sur chaque appareil, maintenez la touche de mode enfoncée trois secondes : il apparaît dans l'application, qui vous demande sa pièce.
5. Réglez une consigne de confort et une consigne éco par pièce, puis un premier planning hebdomadaire.

## Les bons réglages dès le premier jour

Commencez par des plannings simples, calqués sur vos horaires de présence, et ajustez-les au bout d'une semaine en consultant l'historique de consommation de chaque pièce. Le mode absence se programme en un geste avant un départ en vacances, avec une relance automatique de la chauffe quelques heures avant votre retour.

## En cas de souci

Un appareil qui n'apparaît pas est souvent trop éloigné de la passerelle : rapprochez-la, ou ajoutez un module répéteur de la gamme. Si le voyant de la passerelle reste rouge, vérifiez la connexion de la box puis redémarrez le boîtier. Notre service après-vente vous accompagne pour tout autre cas, du lundi au vendredi.
`,
  },
];
