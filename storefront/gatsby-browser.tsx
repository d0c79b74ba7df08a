import type { GatsbyBrowser } from 'gatsby';
import React from 'react';
import { interfaceHooks } from './src/features/interface/browser';
import { InterfaceStates } from './src/features/interface/InterfaceStates';
import { PageErrorBoundary } from './src/features/interface/PageErrorBoundary';
import { reportHydrationMismatches } from './src/features/performance/preactHydration';
import { keepsScroll } from './src/features/search/keepScroll';
import { markFirstRenderDone } from './src/features/static-island/hydration';
import { nextTask } from './src/features/static-island/laterTasks';

type BrowserShell = typeof import('./src/components/layout/browserShell');

/** Chakra's providers and system, loaded by onClientEntry (Gatsby renders only after it). */
let shell: BrowserShell | undefined;

function loadedShell(): BrowserShell {
  if (!shell) throw new Error('gatsby-browser: a page rendered before onClientEntry loaded Chakra');
  return shell;
}

// The boundary and the interface states add no markup of their own to the static HTML (the bar and the offline
// notice render nothing until needed), so gatsby-ssr's plain <Providers> still hydrates cleanly.
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => {
  const { Providers } = loadedShell();
  return (
    <Providers>
      {/* the history key changes on every navigation, even back to the same path ('Accueil' from a failed home) */}
      <PageErrorBoundary resetKey={(props.location as { key?: string }).key ?? props.location.pathname}>{element}</PageErrorBoundary>
      <InterfaceStates />
    </Providers>
  );
};

// Spec 4.6: progress bar, page views, chunk-failure reload, no prefetch on 2G / data saver, page transition.
// Before hydration: a mismatch with the static HTML is said in the console under Preact as under React. Chakra's
// modules evaluate in a task of their own (an eager import: in app.js, no request, evaluated when called), then its
// system is built in tasks of its own, before the first render (Gatsby waits); what Gatsby does next (finding the
// page's resources) starts in a task of its own too.
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  reportHydrationMismatches();
  interfaceHooks.onClientEntry();
  return nextTask()
    .then(() => import(/* webpackMode: "eager" */ './src/components/layout/browserShell'))
    .then((loaded) => {
      shell = loaded;
      return nextTask();
    })
    .then(() => loadedShell().buildShopSystemInTasks(nextTask))
    .then(() => nextTask());
};
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  markFirstRenderDone(); // from now on, static islands render their children (client navigation)
  interfaceHooks.onInitialClientRender();
};
export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = (args) => interfaceHooks.onPreRouteUpdate(args);
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = (args) => interfaceHooks.onRouteUpdate(args);
export const disableCorePrefetching: GatsbyBrowser['disableCorePrefetching'] = () => interfaceHooks.disableCorePrefetching();
// /products filter and sort changes keep the visitor's scroll position (features/search/keepScroll.ts).
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ routerProps }) => !keepsScroll(routerProps.location.state);
