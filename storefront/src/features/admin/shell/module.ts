import { lazy } from 'react';
import type { AdminModule } from '../types';

/**
 * The shell's own screen: the dashboard at /admin (its tiles come from the capability modules). Lazy, like every
 * screen: it reads the registry, which lists this module.
 */
export const shellModule: AdminModule = {
  name: 'shell',
  screens: [{ path: '', Screen: lazy(() => import('./Dashboard')) }],
};
