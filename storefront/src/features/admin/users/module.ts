import { lazy } from 'react';
import type { AdminModule } from '../types';

/** The customer desk (grant `users`): the list and the customer's page. */
export const usersModule: AdminModule = {
  name: 'users',
  screens: [
    { path: 'users', Screen: lazy(() => import('./UsersScreen')) },
    { path: 'users/:id', Screen: lazy(() => import('./UserScreen')) },
  ],
};
