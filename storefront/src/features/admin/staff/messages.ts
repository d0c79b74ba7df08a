import type { Grant } from '@shop/shared';

/** Texts of the grants screen (/admin/staff, not in spec 2.4: issue 12 asks for it). */
export const staffMessages = {
  title: 'Équipe et droits',
  intro:
    'Cochez les droits de chaque membre de l’équipe (section 6). Un membre sans aucun droit garde son compte mais n’entre plus dans le back-office. Cette page demande tous les droits.',
  grantsOf: (email: string) => `Droits de ${email}`,
  you: '(vous)',
  save: 'Enregistrer',
  saving: 'Enregistrement…',
  saved: 'Droits enregistrés.',
  noStaff: 'Aucun compte d’équipe.',
  notAdmin: 'Aucun droit : ce compte n’entre pas dans le back-office.',
} as const;

/** What each grant opens, for the checkboxes' labels (the grant's name in brackets, as the server names it). */
export const GRANT_LABELS: Record<Grant, string> = {
  dev: 'Produits, tâches et versions',
  orders: 'Commandes',
  users: 'Utilisateurs',
  messages: 'Messages',
  quotes: 'Devis',
  promo: 'Promos',
  legal: 'Pages légales',
  home: 'Page d’accueil',
  blog: 'Blog',
  newsletter: 'Newsletters',
  faq: 'FAQ',
  extern: 'Places de marché',
};
