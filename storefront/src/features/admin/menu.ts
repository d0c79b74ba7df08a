/**
 * The back-office menu of spec 2.4 and which entries a staff member is offered: an entry whose path their grants do
 * not open (`canEnter` of @shop/shared, the table the server's staff guard reads too) is left out, and a group left
 * empty is dropped. The labels the spec writes in French are kept; the others (Dashboard, cookies use, privacy
 * policy, Homepage, the marketplace) are translated here.
 */
import { canEnter } from '@shop/shared';

export type AdminMenuEntry = { label: string; path: string };
export type AdminMenuGroup = { label: string; entries: readonly AdminMenuEntry[] };

/** `/admin/orders/` from `orders` (the dashboard is `''`): the site's pages end with a slash. */
export const adminHref = (path: string) => (path ? `/admin/${path}/` : '/admin/');

/** Whether `entry` is the page at `path` (under /admin) or one of its sub-pages. */
export const isCurrent = (entry: AdminMenuEntry, path: string) =>
  entry.path === '' ? path === '' : path === entry.path || path.startsWith(`${entry.path}/`);

export const DASHBOARD_ENTRY: AdminMenuEntry = { label: 'Tableau de bord', path: '' };

export const ADMIN_MENU: readonly AdminMenuGroup[] = [
  {
    label: 'Commercial',
    entries: [
      { label: 'Produits', path: 'products' },
      { label: 'Commandes', path: 'orders' },
      { label: 'Utilisateurs', path: 'users' },
      { label: 'Messages', path: 'messages' },
      { label: 'Devis', path: 'quotes' },
      { label: 'Promos', path: 'promos' },
    ],
  },
  {
    label: 'Légal',
    entries: [
      { label: 'Mentions légales', path: 'legal' },
      { label: 'A propos de nous', path: 'societe' },
      { label: 'CGV', path: 'cgv' },
      { label: 'Utilisation des cookies', path: 'cookie' },
      { label: 'Politique de confidentialité', path: 'privacy' },
    ],
  },
  {
    label: 'Éditorial',
    entries: [
      { label: "Page d'accueil", path: 'landing' },
      { label: 'Blog', path: 'blog' },
      { label: 'Newsletters', path: 'newsletters' },
      { label: 'FAQ', path: 'faq' },
    ],
  },
  {
    label: 'Externe',
    entries: [{ label: 'ManoMano', path: 'extern/manomano' }],
  },
];

/**
 * The shell's own pages outside spec 2.4's menu (which names neither the developers' desk of 2.4's routes nor ours),
 * offered only to those whose grants open them: todos and versions need `dev`; history, references and `staff`
 * are no group of section 6's table, so they need every grant.
 */
export const EXTRA_ENTRIES: readonly AdminMenuEntry[] = [
  { label: 'Tâches', path: 'todos' },
  { label: 'Versions', path: 'versions' },
  { label: 'Historique', path: 'history' },
  { label: 'Références', path: 'references' },
  { label: 'Équipe et droits', path: 'staff' },
];

/** The groups and entries `grants` open, in the spec's order; none at all for someone who is no admin. */
export function menuFor(grants: readonly string[], menu: readonly AdminMenuGroup[] = ADMIN_MENU): AdminMenuGroup[] {
  return menu
    .map((group) => ({ ...group, entries: group.entries.filter((entry) => canEnter(grants, entry.path)) }))
    .filter((group) => group.entries.length > 0);
}

/** The shell's own extra entries `grants` open. */
export function extraEntriesFor(grants: readonly string[]): AdminMenuEntry[] {
  return EXTRA_ENTRIES.filter((entry) => canEnter(grants, entry.path));
}

/** The menu label of an admin path's entry (`orders/12` → Commandes), for the "not available yet" page. */
export function entryLabel(path: string): string | undefined {
  const entries = [DASHBOARD_ENTRY, ...EXTRA_ENTRIES, ...ADMIN_MENU.flatMap((group) => group.entries)];
  const bare = path.replace(/^\/+|\/+$/g, '');
  return entries
    .filter((entry) => entry.path !== '' && (bare === entry.path || bare.startsWith(`${entry.path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0]?.label;
}

/**
 * The paths of spec 2.4 (groups): a path under one of them that no module serves yet shows "not available yet";
 * any other path is unknown.
 */
export const SPEC_ADMIN_GROUPS: readonly string[] = [
  'blog', 'cgv', 'cookie', 'faq', 'history', 'landing', 'legal', 'messages', 'newsletters', 'orders', 'privacy',
  'products', 'promos', 'quotes', 'references', 'societe', 'todos', 'users', 'versions', 'extern', 'staff',
];
