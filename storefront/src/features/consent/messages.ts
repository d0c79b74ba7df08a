/** Texts of the cookie alert (section 2.5: refuse all, preferences, accept all); the wording is ours. */
export const consentMessages = {
  title: 'Vos choix en matière de cookies',
  text:
    'Nous utilisons des cookies nécessaires au fonctionnement de la boutique (panier, session) et, avec votre accord, des cookies de mesure d’audience, de personnalisation et de publicité. Vous pouvez changer d’avis à tout moment depuis la page Cookies.',
  refuseAll: 'Tout refuser',
  preferences: 'Préférences',
  acceptAll: 'Tout accepter',
} as const;
