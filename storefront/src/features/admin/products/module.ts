import { lazy } from 'react';
import type { AdminModule } from '../types';

/** The product desk (grant `dev`, checked by the gate and by the server): the list with creation, one product. */
export const productsModule: AdminModule = {
  name: 'products',
  screens: [
    { path: 'products', Screen: lazy(() => import('./ProductsScreen')) },
    { path: 'products/:id', Screen: lazy(() => import('./ProductScreen')) },
  ],
};
