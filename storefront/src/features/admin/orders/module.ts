import { lazy } from 'react';
import type { AdminModule } from '../types';
import { LateOrdersTile, OrdersToHandleTile } from './tiles';

/** The order desk (grant `orders`): the list, one order, and two dashboard tiles. */
export const ordersModule: AdminModule = {
  name: 'orders',
  screens: [
    { path: 'orders', Screen: lazy(() => import('./OrdersScreen')) },
    { path: 'orders/:id', Screen: lazy(() => import('./OrderScreen')) },
  ],
  tiles: [
    { id: 'orders-to-handle', grant: 'orders', order: 10, Tile: OrdersToHandleTile },
    { id: 'orders-late', grant: 'orders', order: 11, Tile: LateOrdersTile },
  ],
};
