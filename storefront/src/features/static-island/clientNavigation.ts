import { isBuiltRoute } from '../../lib/links';

/** The parts of a click the decision needs (a DOM MouseEvent or React's synthetic one). */
export type LinkClick = {
  button: number;
  defaultPrevented: boolean;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
};

/**
 * The path a click on this link should reach through Gatsby's router (no page reload), or null when the browser
 * should follow it itself: the same rules as Gatsby's <Link> (left button, no modifier key, same window, same
 * origin) plus the shop's own, the routes this build does not generate (AppLink gives those a plain <a> too).
 */
export function clientNavigationTarget(anchor: HTMLAnchorElement, click: LinkClick, origin: string): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return null;
  const target = anchor.getAttribute('target');
  if ((target && target !== '_self') || anchor.hasAttribute('download')) return null;
  const href = anchor.getAttribute('href');
  if (!href || href.startsWith('#')) return null;
  const url = new URL(href, origin);
  if (url.origin !== origin || !isBuiltRoute(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The closest link around a click or hover target inside `root` (the island), if any. */
export function closestLink(target: EventTarget | null, root: Element): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null;
  const anchor = target.closest('a[href]');
  return anchor instanceof HTMLAnchorElement && root.contains(anchor) ? anchor : null;
}
