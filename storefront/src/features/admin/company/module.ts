import { lazy } from 'react';
import type { AdminModule } from '../types';

/** /admin/societe: the company identity (grant `legal`, spec 6 "legal, societe, cgv, cookie, privacy"). */
export const companyModule: AdminModule = {
  name: 'company',
  screens: [{ path: 'societe', Screen: lazy(() => import('./CompanyScreen')) }],
};
