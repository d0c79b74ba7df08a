import type { Grant } from '@shop/shared';
import type React from 'react';

/**
 * What a capability folder (`features/admin/<capability>/module.ts`) gives the back-office shell. The shell owns
 * the gate, the layout, the menu and the dashboard grid; a module brings its screens and its dashboard tiles.
 */

/** Props every screen receives: the `:name` parts of its pattern and the path under /admin it was matched on. */
export type AdminScreenProps = { params: Readonly<Record<string, string>>; path: string };

export type AdminScreen = {
  /**
   * The path under /admin, without slashes at the ends: `'orders'`, `'orders/:id'`, `'messages/answers'`.
   * A `:name` segment matches one segment; a literal segment wins over a `:name` one (answers before :id).
   * The gate checks the path's grants (`requiredGrants` of @shop/shared) before the screen is rendered.
   */
  path: string;
  /** Preferably `React.lazy(() => import('./OrdersScreen'))`: each screen is then its own chunk. */
  Screen: React.ComponentType<AdminScreenProps>;
};

export type DashboardTile = {
  /** unique among all modules (`'orders-to-handle'`); also the tile's test id */
  id: string;
  /** Shown only to staff holding this grant (the data it reads is refused to the others anyway). */
  grant: Grant;
  /** Where the tiles sort on the dashboard (small first): orders 10-19, messages 20-29, quotes 30-39, others 50+. */
  order: number;
  /** Renders an `<AdminTile>` (shell/AdminTile.tsx) with its own react-query hook. */
  Tile: React.ComponentType;
};

export type AdminModule = {
  /** the capability's name (`'orders'`), for error messages */
  name: string;
  screens: readonly AdminScreen[];
  tiles?: readonly DashboardTile[];
};
