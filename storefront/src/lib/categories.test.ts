import {
  buildCategoryPaths,
  buildMenuTree,
  categoryTrail,
  categoryUrl,
  childCategories,
  isInCategory,
  productCrumbs,
  slugFromHandle,
  type SourceCategory,
} from './categories';
import { consumerMenu } from './menu-links';

/** The shape the seed writes: handle = path with '/' -> '-', metadata { path, menuTag }. */
const seeded: SourceCategory[] = [
  { id: 'c1', name: 'Radiateurs', handle: 'radiateurs', parentId: null, rank: 0, metadata: { path: 'radiateurs', menuTag: 'rd' } },
  { id: 'c2', name: 'Radiateurs à inertie', handle: 'radiateurs-inertie', parentId: 'c1', rank: 0, metadata: { path: 'radiateurs/inertie' } },
  { id: 'c3', name: 'Inertie céramique', handle: 'radiateurs-inertie-ceramique', parentId: 'c2', rank: 0, metadata: { path: 'radiateurs/inertie/ceramique' } },
  { id: 'c4', name: 'Inertie fonte', handle: 'radiateurs-inertie-fonte', parentId: 'c2', rank: 1, metadata: { path: 'radiateurs/inertie/fonte' } },
  { id: 'c5', name: 'Radiateurs mobiles', handle: 'radiateurs-inertie-mobiles', parentId: 'c1', rank: 3, metadata: { path: 'radiateurs/inertie-mobiles', menuTag: 'mob' } },
  { id: 'c6', name: 'Sèche-serviettes', handle: 'seche-serviette', parentId: null, rank: 1, metadata: { path: 'seche-serviette', menuTag: 'ssv' } },
  { id: 'c7', name: 'Home Smartlink', handle: 'home-smartlink', parentId: null, rank: 6, metadata: { path: 'home-smartlink', menuTag: 'sml' } },
];

describe('category paths', () => {
  it('takes the path from metadata and derives depth, slug and parent path', () => {
    const ceramique = buildCategoryPaths(seeded).find((c) => c.id === 'c3');
    expect(ceramique).toMatchObject({ path: 'radiateurs/inertie/ceramique', slug: 'ceramique', depth: 2, parentPath: 'radiateurs/inertie', menuTag: null });
    expect(categoryUrl('radiateurs/inertie/ceramique')).toBe('/categories/radiateurs/inertie/ceramique/');
  });

  it('rebuilds the path from the parent chain when metadata.path is missing or malformed', () => {
    const edited = seeded.map((c) => (c.id === 'c3' ? { ...c, metadata: null } : c.id === 'c4' ? { ...c, metadata: { path: '../evil' } } : c));
    const byId = new Map(buildCategoryPaths(edited).map((c) => [c.id, c.path]));
    expect(byId.get('c3')).toBe('radiateurs/inertie/ceramique');
    expect(byId.get('c4')).toBe('radiateurs/inertie/fonte');
    // 'inertie-mobiles' itself contains a dash: the parent's handle prefix is what gets removed
    expect(slugFromHandle('radiateurs-inertie-mobiles', 'radiateurs')).toBe('inertie-mobiles');
  });

  it('treats an orphan as top level and survives a parent cycle', () => {
    const odd: SourceCategory[] = [
      { id: 'a', name: 'A', handle: 'a', parentId: 'b' },
      { id: 'b', name: 'B', handle: 'a-b', parentId: 'a' },
      { id: 'o', name: 'Orphan', handle: 'orphan', parentId: 'missing' },
    ];
    const paths = buildCategoryPaths(odd).map((c) => c.path);
    expect(paths).toContain('orphan');
    expect(paths).toHaveLength(3);
  });

  it('refuses two categories on the same URL', () => {
    const twice = [...seeded, { id: 'dup', name: 'Copie', handle: 'copie', parentId: null, metadata: { path: 'radiateurs' } }];
    expect(() => buildCategoryPaths(twice)).toThrow('radiateurs');
  });

  it('matches a category and its descendants only', () => {
    expect(isInCategory('radiateurs/inertie/ceramique', 'radiateurs')).toBe(true);
    expect(isInCategory('radiateurs', 'radiateurs')).toBe(true);
    expect(isInCategory('radiateurs-bis/x', 'radiateurs')).toBe(false);
    expect(isInCategory('radiateurs', 'radiateurs/inertie')).toBe(false);
  });

  it('gives the breadcrumb trail, top level first, and a product crumb last', () => {
    const categories = buildCategoryPaths(seeded);
    expect(categoryTrail('radiateurs/inertie/fonte', categories).map((c) => c.name)).toEqual([
      'Radiateurs',
      'Radiateurs à inertie',
      'Inertie fonte',
    ]);
    expect(productCrumbs({ title: 'Solena 1000 W', primaryCategoryPath: 'radiateurs/inertie' }, categories)).toEqual([
      { label: 'Radiateurs', to: '/categories/radiateurs/' },
      { label: 'Radiateurs à inertie', to: '/categories/radiateurs/inertie/' },
      { label: 'Solena 1000 W' },
    ]);
  });
});

describe('menu tree', () => {
  const categories = buildCategoryPaths(seeded);

  it('nests three levels, siblings by rank', () => {
    const menu = buildMenuTree(categories);
    expect(menu.map((i) => i.label)).toEqual(['Radiateurs', 'Sèche-serviettes', 'Home Smartlink']);
    const radiateurs = menu[0];
    expect(radiateurs).toMatchObject({ to: '/categories/radiateurs/', tag: 'rd' });
    expect(radiateurs.children.map((i) => i.label)).toEqual(['Radiateurs à inertie', 'Radiateurs mobiles']);
    expect(radiateurs.children[0].children.map((i) => i.to)).toEqual([
      '/categories/radiateurs/inertie/ceramique/',
      '/categories/radiateurs/inertie/fonte/',
    ]);
  });

  it('cuts the tree at maxDepth', () => {
    const twoLevels = buildMenuTree(categories, 2);
    expect(twoLevels[0].children[0].children).toEqual([]);
  });

  it('lists children of a node sorted by rank', () => {
    expect(childCategories('radiateurs', categories).map((c) => c.slug)).toEqual(['inertie', 'inertie-mobiles']);
  });

  it('adds the consumer entries after the categories, without listing the smart-home category twice', () => {
    const menu = consumerMenu(buildMenuTree(categories));
    expect(menu.map((i) => i.to)).toEqual([
      '/categories/radiateurs/',
      '/categories/seche-serviette/',
      '/home-smartlink/',
      '/pro/',
      '/blog/',
      '/sav/',
    ]);
  });
});
