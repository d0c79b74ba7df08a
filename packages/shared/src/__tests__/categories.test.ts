import {
  CATEGORY_TREE,
  MENU_TAGS,
  MENU_TAG_LABELS,
  categoryHandle,
  categoryMenuTag,
  categoryTrail,
  findCategory,
  flattenCategoryTree,
  leafCategoryPaths,
  type CategoryNode,
} from '../categories';

describe('CATEGORY_TREE', () => {
  it('has the top-level slugs of the spec, in menu order, with their menu tags', () => {
    expect(CATEGORY_TREE.map((node) => [node.slug, node.tag])).toEqual([
      ['radiateurs', 'rd'],
      ['seche-serviette', 'ssv'],
      ['cheminees-electriques', 'che'],
      ['chauffe-eau', 'bal'],
      ['climatiseurs', 'cli'],
      ['home-smartlink', 'sml'],
      ['accessorires', 'acc'],
    ]);
  });

  it('has exactly the sub-paths of spec section 2.1', () => {
    expect(flattenCategoryTree().map((entry) => entry.path)).toEqual([
      'radiateurs',
      'radiateurs/inertie',
      'radiateurs/inertie/ceramique',
      'radiateurs/inertie/fonte',
      'radiateurs/double-coeur',
      'radiateurs/double-coeur/ceramique-aluminium',
      'radiateurs/double-coeur/fonte-aluminium',
      'radiateurs/panneau-rayonnant',
      'radiateurs/inertie-mobiles',
      'seche-serviette',
      'seche-serviette/classiques',
      'seche-serviette/soufflants',
      'seche-serviette/mobiles',
      'cheminees-electriques',
      'chauffe-eau',
      'climatiseurs',
      'home-smartlink',
      'accessorires',
    ]);
  });

  it('gives every node a French name and a short description', () => {
    for (const { node, path } of flattenCategoryTree()) {
      expect(node.name.trim()).not.toBe('');
      expect(node.description.length).toBeGreaterThan(20);
      expect(node.description.length).toBeLessThanOrEqual(160);
      expect(node.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(path.endsWith(node.slug)).toBe(true);
    }
  });

  it('uses only known menu tags, each of them at least once', () => {
    const used = flattenCategoryTree().flatMap((entry) => (entry.node.tag ? [entry.node.tag] : []));
    for (const tag of used) expect(MENU_TAGS).toContain(tag);
    expect(new Set(used)).toEqual(new Set(MENU_TAGS));
    expect(Object.keys(MENU_TAG_LABELS).sort()).toEqual([...MENU_TAGS].sort());
  });

  it('yields unique Medusa handles', () => {
    const handles = flattenCategoryTree().map((entry) => categoryHandle(entry.path));
    expect(new Set(handles).size).toBe(handles.length);
  });
});

describe('flattenCategoryTree', () => {
  const tree: CategoryNode[] = [
    { slug: 'a', name: 'A', description: 'a', children: [{ slug: 'b', name: 'B', description: 'b', children: [{ slug: 'c', name: 'C', description: 'c' }] }] },
    { slug: 'd', name: 'D', description: 'd', children: [] },
  ];

  it('lists parents before children with depth and parent path', () => {
    expect(flattenCategoryTree(tree).map(({ path, depth, parentPath }) => ({ path, depth, parentPath }))).toEqual([
      { path: 'a', depth: 0, parentPath: null },
      { path: 'a/b', depth: 1, parentPath: 'a' },
      { path: 'a/b/c', depth: 2, parentPath: 'a/b' },
      { path: 'd', depth: 0, parentPath: null },
    ]);
  });

  it('keeps a reference to the node itself', () => {
    expect(flattenCategoryTree(tree)[2].node).toBe(tree[0].children![0].children![0]);
  });

  it('treats an empty children list as a leaf', () => {
    expect(leafCategoryPaths(tree)).toEqual(['a/b/c', 'd']);
  });
});

describe('leafCategoryPaths', () => {
  it('lists the fourteen categories products are filed under', () => {
    expect(leafCategoryPaths()).toEqual([
      'radiateurs/inertie/ceramique',
      'radiateurs/inertie/fonte',
      'radiateurs/double-coeur/ceramique-aluminium',
      'radiateurs/double-coeur/fonte-aluminium',
      'radiateurs/panneau-rayonnant',
      'radiateurs/inertie-mobiles',
      'seche-serviette/classiques',
      'seche-serviette/soufflants',
      'seche-serviette/mobiles',
      'cheminees-electriques',
      'chauffe-eau',
      'climatiseurs',
      'home-smartlink',
      'accessorires',
    ]);
  });
});

describe('helpers', () => {
  it('categoryHandle flattens a path into a handle', () => {
    expect(categoryHandle('radiateurs/inertie/ceramique')).toBe('radiateurs-inertie-ceramique');
    expect(categoryHandle('chauffe-eau')).toBe('chauffe-eau');
  });

  it('findCategory finds a node by path and nothing for an unknown one', () => {
    expect(findCategory('radiateurs/inertie/fonte')?.node.name).toBe('Inertie fonte');
    expect(findCategory('radiateurs/fonte')).toBeUndefined();
  });

  it('categoryTrail gives the breadcrumb from the top', () => {
    expect(categoryTrail('radiateurs/double-coeur/fonte-aluminium').map((entry) => entry.node.slug)).toEqual([
      'radiateurs',
      'double-coeur',
      'fonte-aluminium',
    ]);
    expect(categoryTrail('nope')).toEqual([]);
  });

  it.each([
    ['radiateurs', 'rd'],
    ['radiateurs/inertie/ceramique', 'rd'],
    ['radiateurs/inertie-mobiles', 'mob'],
    ['seche-serviette/soufflants', 'ssv'],
    ['seche-serviette/mobiles', 'mob'],
    ['cheminees-electriques', 'che'],
    ['chauffe-eau', 'bal'],
    ['climatiseurs', 'cli'],
    ['home-smartlink', 'sml'],
    ['accessorires', 'acc'],
  ])('categoryMenuTag(%s) -> %s', (path, tag) => {
    expect(categoryMenuTag(path)).toBe(tag);
  });

  it('categoryMenuTag is undefined for an unknown path', () => {
    expect(categoryMenuTag('jardin')).toBeUndefined();
  });
});
