import { useEffect, useLayoutEffect } from 'react';

/**
 * Whether the page is being hydrated over Gatsby's static HTML right now. Gatsby's production runtime hydrates
 * when `#gatsby-focus-wrapper` has children (static HTML) and renders from scratch otherwise (`gatsby develop`,
 * client-only pages); after the first commit every render is a client render (navigation, later updates).
 */
let firstRenderDone = false;

export function isHydratingStaticHtml(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): boolean {
  if (!doc || firstRenderDone) return false;
  return (doc.getElementById('gatsby-focus-wrapper')?.children.length ?? 0) > 0;
}

/** Called by gatsby-browser's onInitialClientRender (after the first commit) and by each island's first effect. */
export function markFirstRenderDone(): void {
  firstRenderDone = true;
}

/** A layout effect in the browser; the server renderer warns about useLayoutEffect and runs no effect anyway. */
export const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** tests only */
export function resetHydrationState(): void {
  firstRenderDone = false;
}
