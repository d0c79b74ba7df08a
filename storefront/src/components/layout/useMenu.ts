import { graphql, useStaticQuery } from 'gatsby';
import { useMemo } from 'react';
import { buildMenuTree, type ShopCategory } from '../../lib/categories';
import { consumerMenu } from '../../lib/menu-links';
import type { MenuItem } from '../../lib/categories';

type MenuData = { allShopCategory: { nodes: (Omit<ShopCategory, 'id' | 'handle' | 'description'> & { categoryId: string })[] } };

/** The header menu from the sourced categories (one static query shared by every page). */
export function useMenu(): MenuItem[] {
  const data = useStaticQuery<MenuData>(graphql`
    query HeaderMenu {
      allShopCategory {
        nodes { categoryId name path slug depth parentPath menuTag rank }
      }
    }
  `);
  return useMemo(() => {
    const categories = data.allShopCategory.nodes.map((c) => ({ ...c, id: c.categoryId, handle: c.slug, description: '' }));
    return consumerMenu(buildMenuTree(categories, 3));
  }, [data]);
}
