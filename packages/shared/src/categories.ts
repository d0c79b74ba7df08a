/**
 * The catalogue tree of the spec (section 2.1) with the menu tags of section 2.5. Slugs are the spec's,
 * including its spelling `accessorires`: they appear in public URLs (/categories/radiateurs/inertie/ceramique),
 * so never rename one.
 */

export const MENU_TAGS = ['rd', 'ssv', 'mob', 'che', 'bal', 'cli', 'sml', 'acc'] as const;
export type MenuTag = (typeof MENU_TAGS)[number];

/** What each menu tag stands for, as shown to people. */
export const MENU_TAG_LABELS: Record<MenuTag, string> = {
  rd: 'Radiateurs',
  ssv: 'Sèche-serviettes',
  mob: 'Chauffage mobile',
  che: 'Cheminées électriques',
  bal: 'Chauffe-eau',
  cli: 'Climatiseurs',
  sml: 'Home Smartlink',
  acc: 'Accessoires',
};

export type CategoryNode = {
  slug: string;
  name: string;
  tag?: MenuTag;
  description: string;
  children?: CategoryNode[];
};

export const CATEGORY_TREE: CategoryNode[] = [
  {
    slug: 'radiateurs',
    name: 'Radiateurs',
    tag: 'rd',
    description:
      'Radiateurs électriques à inertie, double cœur, panneaux rayonnants et modèles mobiles pour chauffer chaque pièce.',
    children: [
      {
        slug: 'inertie',
        name: 'Radiateurs à inertie',
        description:
          'Un cœur de chauffe qui accumule la chaleur et la restitue longtemps, pour un confort doux et homogène.',
        children: [
          {
            slug: 'ceramique',
            name: 'Inertie céramique',
            description: 'Cœur en céramique : montée en température rapide et chaleur restituée progressivement.',
          },
          {
            slug: 'fonte',
            name: 'Inertie fonte',
            description: 'Cœur en fonte : grande capacité d’accumulation pour une chaleur stable et durable.',
          },
        ],
      },
      {
        slug: 'double-coeur',
        name: 'Radiateurs double cœur',
        description:
          'Une façade chauffante réactive associée à un cœur à inertie : chaleur rapide et confort qui dure.',
        children: [
          {
            slug: 'ceramique-aluminium',
            name: 'Double cœur céramique-aluminium',
            description: 'Corps en aluminium et cœur céramique : léger, réactif et économe.',
          },
          {
            slug: 'fonte-aluminium',
            name: 'Double cœur fonte-aluminium',
            description: 'Corps en aluminium et cœur en fonte : la réactivité et l’inertie la plus longue.',
          },
        ],
      },
      {
        slug: 'panneau-rayonnant',
        name: 'Panneaux rayonnants',
        description: 'Chaleur rayonnante immédiate dans un format compact, idéale pour les pièces de passage.',
      },
      {
        slug: 'inertie-mobiles',
        name: 'Radiateurs mobiles',
        tag: 'mob',
        description: 'Radiateurs à inertie sur roulettes, prêts à brancher, qui suivent vos besoins de pièce en pièce.',
      },
    ],
  },
  {
    slug: 'seche-serviette',
    name: 'Sèche-serviettes',
    tag: 'ssv',
    description: 'Des serviettes sèches et une salle de bains chauffée : modèles classiques, soufflants et mobiles.',
    children: [
      {
        slug: 'classiques',
        name: 'Sèche-serviettes classiques',
        description: 'Tubes chauffants à fluide ou à sec pour sécher le linge et tempérer la salle de bains.',
      },
      {
        slug: 'soufflants',
        name: 'Sèche-serviettes soufflants',
        description: 'Un ventilo-radiateur intégré qui réchauffe la salle de bains en quelques minutes.',
      },
      {
        slug: 'mobiles',
        name: 'Sèche-serviettes mobiles',
        tag: 'mob',
        description: 'Sur pieds, sans installation : à poser où vous voulez et à ranger après l’hiver.',
      },
    ],
  },
  {
    slug: 'cheminees-electriques',
    name: 'Cheminées électriques',
    tag: 'che',
    description: 'L’ambiance d’un feu de bois sans conduit ni cendres : effet flamme réaliste et chauffage d’appoint.',
  },
  {
    slug: 'chauffe-eau',
    name: 'Chauffe-eau',
    tag: 'bal',
    description: 'Ballons d’eau chaude électriques verticaux, horizontaux et plats, de 50 à 300 litres.',
  },
  {
    slug: 'climatiseurs',
    name: 'Climatiseurs',
    tag: 'cli',
    description: 'Climatiseurs réversibles muraux et mobiles : fraîcheur l’été, chauffage d’appoint l’hiver.',
  },
  {
    slug: 'home-smartlink',
    name: 'Home Smartlink',
    tag: 'sml',
    description: 'La maison connectée : thermostats, passerelle et modules pour piloter le chauffage depuis un téléphone.',
  },
  {
    slug: 'accessorires',
    name: 'Accessoires',
    tag: 'acc',
    description: 'Pieds, supports, programmateurs et pièces utiles pour installer et entretenir vos appareils.',
  },
];

export type FlatCategory = {
  /** Slugs joined by '/', e.g. 'radiateurs/inertie/ceramique'. */
  path: string;
  node: CategoryNode;
  /** 0 for a top-level category. */
  depth: number;
  parentPath: string | null;
};

/** Every node, parents before their children, in the tree's order (the menu's order). */
export function flattenCategoryTree(tree: CategoryNode[] = CATEGORY_TREE): FlatCategory[] {
  const out: FlatCategory[] = [];
  const visit = (nodes: CategoryNode[], parentPath: string | null, depth: number): void => {
    for (const node of nodes) {
      const path = parentPath === null ? node.slug : `${parentPath}/${node.slug}`;
      out.push({ path, node, depth, parentPath });
      if (node.children?.length) visit(node.children, path, depth + 1);
    }
  };
  visit(tree, null, 0);
  return out;
}

/** Paths of the nodes without children: the categories products are filed under. */
export function leafCategoryPaths(tree: CategoryNode[] = CATEGORY_TREE): string[] {
  return flattenCategoryTree(tree)
    .filter((entry) => !entry.node.children?.length)
    .map((entry) => entry.path);
}

/** Medusa category handle: handles are flat and unique, so the path's '/' become '-'. */
export function categoryHandle(path: string): string {
  return path.split('/').join('-');
}

export function findCategory(path: string, tree: CategoryNode[] = CATEGORY_TREE): FlatCategory | undefined {
  return flattenCategoryTree(tree).find((entry) => entry.path === path);
}

/** The category and its ancestors, top level first (a breadcrumb). Empty for an unknown path. */
export function categoryTrail(path: string, tree: CategoryNode[] = CATEGORY_TREE): FlatCategory[] {
  const flat = flattenCategoryTree(tree);
  const trail: FlatCategory[] = [];
  let current = flat.find((entry) => entry.path === path);
  while (current) {
    trail.unshift(current);
    const parent: string | null = current.parentPath;
    current = parent === null ? undefined : flat.find((entry) => entry.path === parent);
  }
  return trail;
}

/**
 * The menu tag a category is shown under: its own, else the nearest ancestor's
 * (radiateurs/inertie/fonte -> 'rd', radiateurs/inertie-mobiles -> 'mob').
 */
export function categoryMenuTag(path: string, tree: CategoryNode[] = CATEGORY_TREE): MenuTag | undefined {
  const trail = categoryTrail(path, tree);
  for (let i = trail.length - 1; i >= 0; i -= 1) {
    const tag = trail[i].node.tag;
    if (tag) return tag;
  }
  return undefined;
}
