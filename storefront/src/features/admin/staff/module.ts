import { lazy } from 'react';
import type { AdminModule } from '../types';

/** /admin/staff: the grants of the staff members (not in spec 2.4; needs every grant). */
export const staffModule: AdminModule = {
  name: 'staff',
  screens: [{ path: 'staff', Screen: lazy(() => import('./StaffScreen')) }],
};
