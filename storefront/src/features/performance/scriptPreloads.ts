import type React from 'react';

type HeadElement = React.ReactElement<{ as?: string; rel?: string }>;

/**
 * Gatsby adds `<link rel="preload" as="script">` in the head for every script of the page, which makes the
 * browser fetch ~130 KB of JavaScript at high priority before it even sees the page's main picture. The scripts
 * are already `async` at the end of the body, where the preload scanner finds them at once at their normal
 * (low) priority: without the preloads the LCP picture (fetchpriority="high") comes first. Other head elements
 * (page-data preloads, styles, SEO tags) are kept in their order.
 */
export function withoutScriptPreloads<T>(components: T[]): T[] {
  return components.filter((component) => {
    const props = (component as HeadElement | null)?.props;
    return !(props && props.as === 'script' && props.rel === 'preload');
  });
}
