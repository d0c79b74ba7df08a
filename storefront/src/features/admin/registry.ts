import * as modules from './modules';
import type { AdminModule } from './types';

/** Every registered module (modules.ts). Order does not matter: screens match by specificity, tiles sort by `order`. */
export const ADMIN_MODULES: readonly AdminModule[] = Object.values(modules);
