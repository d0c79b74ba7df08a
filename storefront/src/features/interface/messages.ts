/**
 * French texts of the interface states and error pages (spec 2.6, 4.6). The error page's texts are the spec's,
 * word for word; tests spell them out literally.
 */
export const interfaceMessages = {
  offline: 'Vous êtes hors ligne.',
  progressLabel: 'Chargement de la page',
  backToTop: 'Revenir en haut de la page',
  errorPage: {
    notFound: "La page que vous recherchez n'existe pas.",
    notFoundTitle: 'Page introuvable',
    title: 'Aïe aïe aïe !',
    text: "Une erreur s'est produite lors de l'affichage de la page.",
    notified: 'Le développeur a été prévenu et va corriger le problème.',
    code: (status: number) => `code d'erreur ${status}`,
    documentTitle: 'Erreur',
    contact: 'Nous contacter',
    home: 'Accueil',
  },
  /** Shown when the error page itself fails: plain HTML, no Chakra, no layout. */
  fallback: {
    text: "Une erreur s'est produite lors de l'affichage de la page.",
    home: "Retour à l'accueil",
  },
} as const;
