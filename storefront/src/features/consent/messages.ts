/** Texts of the cookie alert (section 2.5: refuse all, preferences, accept all); the wording is ours. */
export const consentMessages = {
  title: 'Vos choix en matière de cookies',
  text:
    'Nous utilisons des cookies nécessaires au fonctionnement de la boutique (panier, session) et, avec votre accord, des cookies de mesure d’audience, de personnalisation et de publicité. Vous pouvez changer d’avis à tout moment depuis la page Cookies.',
  refuseAll: 'Tout refuser',
  preferences: 'Préférences',
  acceptAll: 'Tout accepter',
} as const;

/** The cookie page's preferences (issue 15: the page's own text promises a choice per category). */
export const cookiePreferencesMessages = {
  title: 'Vos préférences',
  intro: 'Choisissez catégorie par catégorie ; votre choix est gardé 180 jours et vous pouvez le changer ici à tout moment.',
  required: 'Cookies nécessaires (panier, session) : toujours actifs',
  personalisation: 'Personnalisation',
  analytics: 'Mesure d’audience',
  advertising: 'Publicité',
  save: 'Enregistrer mes choix',
  saved: 'Vos choix sont enregistrés.',
  reopen: 'Revoir le bandeau cookies',
} as const;
