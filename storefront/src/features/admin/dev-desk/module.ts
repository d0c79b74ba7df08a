import { lazy } from 'react';
import type { AdminModule } from '../types';
import { OpenTodosTile } from './tiles';

/**
 * The developers' desk: todos and versions (grant `dev`), the shop's history and the product references (groups the
 * section-6 table does not name: every grant), and the dashboard's open-tasks tile. The gate and the server check the grants.
 */
export const devDeskModule: AdminModule = {
  name: 'dev-desk',
  screens: [
    { path: 'todos', Screen: lazy(() => import('./TodosScreen')) },
    { path: 'todos/:id', Screen: lazy(() => import('./TodoScreen')) },
    { path: 'versions', Screen: lazy(() => import('./VersionsScreen')) },
    { path: 'history', Screen: lazy(() => import('./HistoryScreen')) },
    { path: 'references', Screen: lazy(() => import('./ReferencesScreen')) },
  ],
  tiles: [{ id: 'todos-open', grant: 'dev', order: 50, Tile: OpenTodosTile }],
};
