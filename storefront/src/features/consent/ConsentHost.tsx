import { navigate } from 'gatsby';
import React, { Suspense, lazy } from 'react';
import { routes } from '../../lib/routes';
import { useConsent, type ConsentChoice } from './useConsent';

// The alert is downloaded only for a visitor who has to choose.
const CookieBanner = lazy(() => import('./CookieBanner'));

/** Mounted once by the layout: shows the cookie alert when section 4.6 says so. */
export function ConsentHost() {
  const { showBanner, choose } = useConsent();
  if (!showBanner) return null;
  const onChoose = (choice: ConsentChoice) => {
    choose(choice);
    if (choice === 'preferences') void navigate(routes.cookie);
  };
  return (
    <Suspense fallback={null}>
      <CookieBanner onChoose={onChoose} />
    </Suspense>
  );
}
