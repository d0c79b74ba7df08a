import React from 'react';
import { NavigationProgress } from './NavigationProgress';
import { OfflineBanner } from './OfflineBanner';

/** The states every page shares (progress bar, offline notice), mounted once beside the page by gatsby-browser. */
export function InterfaceStates() {
  return (
    <>
      <NavigationProgress />
      <OfflineBanner />
    </>
  );
}
