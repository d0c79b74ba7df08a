/**
 * Texts of the /unsubscribe/{id?} screen (spec 2.1 names the route, not its texts: ours). The link's refusal comes
 * from @shop/shared, as the server says it.
 */
import { UNSUBSCRIBE_LINK_UNKNOWN } from '@shop/shared';

export const newsletterMessages = {
  pageTitle: 'Désinscription de la newsletter',
  title: 'Se désinscrire de la newsletter',
  confirmIntro:
    'Vous ne recevrez plus notre newsletter (offres et conseils chauffage). Vos commandes et les e-mails qui les concernent ne changent pas.',
  confirmQuestion: 'Confirmez-vous votre désinscription ?',
  confirm: 'Me désinscrire',
  confirming: 'Désinscription…',
  done: (email: string) => `C'est fait : l'adresse ${email} ne recevra plus notre newsletter.`,
  alreadyDone: (email: string) => `L'adresse ${email} est déjà désinscrite de notre newsletter.`,
  resubscribe: 'Vous avez changé d’avis ? Cochez « Recevoir la newsletter » dans votre compte.',
  linkUnknown: UNSUBSCRIBE_LINK_UNKNOWN,
  failed: "La désinscription n'a pas abouti. Veuillez réessayer dans un instant.",
  retry: 'Réessayer',
  howTo: 'Chaque e-mail de notre newsletter contient un lien de désinscription : ouvrez-le pour ne plus la recevoir.',
  howToAccount: 'Vous pouvez aussi décocher « Recevoir la newsletter » dans votre compte, rubrique « Mes informations personnelles ».',
  account: 'Mon compte',
  home: "Retour à l'accueil",
} as const;
