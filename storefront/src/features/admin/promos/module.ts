import { lazy } from 'react';
import type { AdminModule } from '../types';

/** The promo desk: one screen, list and form together (grant `promo`, checked by the gate and by the server). */
export const promosModule: AdminModule = {
  name: 'promos',
  screens: [{ path: 'promos', Screen: lazy(() => import('./PromosScreen')) }],
};
