import type { GatsbyBrowser } from 'gatsby';
import React from 'react';
import { Providers } from './src/components/layout/Providers';
import { interfaceHooks } from './src/features/interface/browser';
import { InterfaceStates } from './src/features/interface/InterfaceStates';
import { PageErrorBoundary } from './src/features/interface/PageErrorBoundary';
import './src/features/interface/interface.css';

// The boundary and the interface states add no markup of their own to the static HTML (the bar and the offline
// notice render nothing until needed), so gatsby-ssr's plain <Providers> still hydrates cleanly.
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <Providers>
    {/* the history key changes on every navigation, even back to the same path ('Accueil' from a failed home) */}
    <PageErrorBoundary resetKey={(props.location as { key?: string }).key ?? props.location.pathname}>{element}</PageErrorBoundary>
    <InterfaceStates />
  </Providers>
);

// Spec 4.6: progress bar, page views, chunk-failure reload, no prefetch on 2G / data saver, page transition.
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => interfaceHooks.onClientEntry();
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => interfaceHooks.onInitialClientRender();
export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = (args) => interfaceHooks.onPreRouteUpdate(args);
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = (args) => interfaceHooks.onRouteUpdate(args);
export const disableCorePrefetching: GatsbyBrowser['disableCorePrefetching'] = () => interfaceHooks.disableCorePrefetching();
