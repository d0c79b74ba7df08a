import { lazy } from 'react';
import type { AdminModule } from '../types';

/** The external marketplace page (grant `extern`, checked by the gate and by the server). */
export const manomanoModule: AdminModule = {
  name: 'manomano',
  screens: [{ path: 'extern/manomano', Screen: lazy(() => import('./ManoManoScreen')) }],
};
