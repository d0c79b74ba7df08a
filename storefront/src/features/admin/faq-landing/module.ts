import { lazy } from 'react';
import type { AdminModule } from '../types';

/** The help page's F.A.Q. (grant `faq`) and the homepage blocks (grant `home`), written to the CMS through /api/guide. */
export const faqLandingModule: AdminModule = {
  name: 'faq-landing',
  screens: [
    { path: 'faq', Screen: lazy(() => import('./FaqScreen')) },
    { path: 'landing', Screen: lazy(() => import('./LandingScreen')) },
  ],
};
