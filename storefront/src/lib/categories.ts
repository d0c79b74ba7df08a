/**
 * Category paths and the menu tree, built from the categories Medusa returns. The path
 * ('radiateurs/inertie/ceramique') is the public URL, so it is derived with care: metadata.path is
 * the seed's word for it, and the parent chain is the fallback when an editor left metadata empty.
 */

export type SourceCategory = {
  id: string;
  name: string;
  handle: string;
  description?: string | null;
  parentId: string | null;
  rank?: number | null;
  metadata?: Record<string, unknown> | null;
};

export type ShopCategory = {
  id: string;
  name: string;
  handle: string;
  description: string;
  /** 'radiateurs/inertie/ceramique' */
  path: string;
  /** last path segment: 'ceramique' */
  slug: string;
  depth: number;
  parentPath: string | null;
  menuTag: string | null;
  rank: number;
};

export type MenuItem = {
  label: string;
  to: string;
  path: string;
  tag: string | null;
  children: MenuItem[];
};

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function isValidPath(path: unknown): path is string {
  return typeof path === 'string' && path.length > 0 && path.split('/').every((s) => SEGMENT.test(s));
}

/** URL of a category page; Gatsby serves every page with a trailing slash. */
export function categoryUrl(path: string): string {
  return `/categories/${path}/`;
}

/** Last segment of a child's handle: handles are flat ('radiateurs-inertie'), so drop the parent's prefix. */
export function slugFromHandle(handle: string, parentHandle: string | null): string {
  if (parentHandle && handle.startsWith(`${parentHandle}-`)) return handle.slice(parentHandle.length + 1);
  return handle;
}

/**
 * Gives every category its path, depth and parent path. Categories whose parent is missing are
 * treated as top level; a parent cycle (bad data) is broken rather than looping forever.
 */
export function buildCategoryPaths(categories: SourceCategory[]): ShopCategory[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const paths = new Map<string, string>();

  const pathOf = (category: SourceCategory, seen: Set<string>): string => {
    const known = paths.get(category.id);
    if (known) return known;
    const fromMetadata = category.metadata?.path;
    let path: string;
    if (isValidPath(fromMetadata)) {
      path = fromMetadata;
    } else {
      const parent = category.parentId ? byId.get(category.parentId) : undefined;
      if (parent && !seen.has(parent.id)) {
        seen.add(category.id);
        path = `${pathOf(parent, seen)}/${slugFromHandle(category.handle, parent.handle)}`;
      } else {
        path = category.handle;
      }
    }
    paths.set(category.id, path);
    return path;
  };

  const built = categories.map((category): ShopCategory => {
    const path = pathOf(category, new Set([category.id]));
    const segments = path.split('/');
    const tag = category.metadata?.menuTag;
    return {
      id: category.id,
      name: category.name,
      handle: category.handle,
      description: category.description ?? '',
      path,
      slug: segments[segments.length - 1],
      depth: segments.length - 1,
      parentPath: segments.length > 1 ? segments.slice(0, -1).join('/') : null,
      menuTag: typeof tag === 'string' && tag ? tag : null,
      rank: category.rank ?? 0,
    };
  });

  const seen = new Set<string>();
  for (const category of built) {
    if (seen.has(category.path)) throw new Error(`Two Medusa categories share the path "${category.path}"`);
    seen.add(category.path);
  }
  return built;
}

/** True when a product filed under `productPath` belongs on the page of `categoryPath` (itself or a descendant). */
export function isInCategory(productPath: string, categoryPath: string): boolean {
  return productPath === categoryPath || productPath.startsWith(`${categoryPath}/`);
}

/** The category, then its ancestors, top level first: a breadcrumb. */
export function categoryTrail(path: string, categories: ShopCategory[]): ShopCategory[] {
  const byPath = new Map(categories.map((c) => [c.path, c]));
  const trail: ShopCategory[] = [];
  let current = byPath.get(path);
  while (current) {
    trail.unshift(current);
    current = current.parentPath ? byPath.get(current.parentPath) : undefined;
  }
  return trail;
}

export function childCategories(path: string | null, categories: ShopCategory[]): ShopCategory[] {
  return categories.filter((c) => c.parentPath === path).sort(byRankThenName);
}

function byRankThenName(a: ShopCategory, b: ShopCategory): number {
  return a.rank - b.rank || a.name.localeCompare(b.name, 'fr');
}

/** The menu: top-level categories with their children, at most `maxDepth` levels. */
export function buildMenuTree(categories: ShopCategory[], maxDepth = 3): MenuItem[] {
  const build = (parentPath: string | null, level: number): MenuItem[] =>
    level > maxDepth
      ? []
      : childCategories(parentPath, categories).map((c) => ({
          label: c.name,
          to: categoryUrl(c.path),
          path: c.path,
          tag: c.menuTag,
          children: build(c.path, level + 1),
        }));
  return build(null, 1);
}

/** Breadcrumb items of a product page: its main category's trail, then the product itself. */
export function productCrumbs(
  product: { title: string; primaryCategoryPath: string | null },
  categories: ShopCategory[],
): { label: string; to?: string }[] {
  const trail = product.primaryCategoryPath ? categoryTrail(product.primaryCategoryPath, categories) : [];
  return [...trail.map((c) => ({ label: c.name, to: categoryUrl(c.path) })), { label: product.title }];
}
