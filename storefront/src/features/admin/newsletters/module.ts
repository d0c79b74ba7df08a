import { lazy } from 'react';
import type { AdminModule } from '../types';

/** The newsletters (grant `newsletter`, checked by the gate and by the server): compose, preview, test, send, follow. */
export const newslettersModule: AdminModule = {
  name: 'newsletters',
  screens: [{ path: 'newsletters', Screen: lazy(() => import('./NewslettersScreen')) }],
};
