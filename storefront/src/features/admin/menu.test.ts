import { GRANTS } from '@shop/shared';
import { ADMIN_MENU, adminHref, entryLabel, extraEntriesFor, menuFor } from './menu';

const labels = (grants: readonly string[]) => menuFor(grants).map((group) => [group.label, group.entries.map((entry) => entry.label)]);

describe('admin menu (spec 2.4) filtered by grants (section 6)', () => {
  it('offers the owner, holding every grant, the whole menu of 2.4 in its order', () => {
    expect(labels(GRANTS)).toEqual([
      ['Commercial', ['Produits', 'Commandes', 'Utilisateurs', 'Messages', 'Devis', 'Promos']],
      ['Légal', ['Mentions légales', 'A propos de nous', 'CGV', 'Utilisation des cookies', 'Politique de confidentialité']],
      ['Éditorial', ["Page d'accueil", 'Blog', 'Newsletters', 'FAQ']],
      ['Externe', ['ManoMano']],
    ]);
    expect(extraEntriesFor(GRANTS).map((entry) => entry.label)).toEqual(['Tâches', 'Versions', 'Historique', 'Références', 'Équipe et droits']);
  });

  it('offers the order desk (orders + messages) only Commandes and Messages, and drops the empty groups', () => {
    expect(labels(['orders', 'messages'])).toEqual([['Commercial', ['Commandes', 'Messages']]]);
    expect(extraEntriesFor(['orders', 'messages'])).toEqual([]);
  });

  it('maps each entry to the grant of its path group', () => {
    expect(labels(['dev'])).toEqual([['Commercial', ['Produits']]]);
    expect(labels(['promo'])).toEqual([['Commercial', ['Promos']]]);
    expect(labels(['legal'])).toEqual([['Légal', ['Mentions légales', 'A propos de nous', 'CGV', 'Utilisation des cookies', 'Politique de confidentialité']]]);
    expect(labels(['home', 'faq'])).toEqual([['Éditorial', ["Page d'accueil", 'FAQ']]]);
    expect(labels(['extern'])).toEqual([['Externe', ['ManoMano']]]);
  });

  it('offers nothing to someone without grants, and ignores unknown grant names', () => {
    expect(menuFor([])).toEqual([]);
    expect(menuFor(['superadmin', 'ORDERS'])).toEqual([]);
  });

  it('keeps the staff page, history and references (not section-6 groups) for holders of every grant only', () => {
    expect(extraEntriesFor(GRANTS.filter((grant) => grant !== 'extern'))).toEqual([
      { label: 'Tâches', path: 'todos' },
      { label: 'Versions', path: 'versions' },
    ]);
    expect(extraEntriesFor(['orders'])).toEqual([]);
    expect(extraEntriesFor(GRANTS).map((entry) => entry.path)).toEqual(['todos', 'versions', 'history', 'references', 'staff']);
  });

  it('links every entry to its page with the trailing slash, and names a sub-page by its entry', () => {
    expect(ADMIN_MENU.flatMap((group) => group.entries).map((entry) => adminHref(entry.path))).toContain('/admin/extern/manomano/');
    expect(adminHref('')).toBe('/admin/');
    expect(entryLabel('orders/12')).toBe('Commandes');
    expect(entryLabel('extern/manomano')).toBe('ManoMano');
    expect(entryLabel('todos/todo_01')).toBe('Tâches');
    expect(entryLabel('nulle-part')).toBeUndefined();
  });
});
