/**
 * The interface states wired to Gatsby's browser runtime (gatsby-browser.tsx re-exports these). Kept here so
 * the wiring is tested and gatsby-browser stays a list of hooks.
 */
import { installChunkReload } from './chunkReload';
import { createPageViewTracker } from './pageViews';
import { connectionAllowsPrefetch, currentConnection, guardHoverLoading } from './prefetch';
import { PAGE_TRANSITION_CLASS } from './pageTransition';
import { advanceWithLoaders, navigationProgress, samePage, type NavigationProgress } from './progress';

type RouteLocation = { pathname: string; search?: string; hash?: string; origin?: string };
type RouteArgs = { location: RouteLocation; prevLocation?: RouteLocation | null };
/** Gatsby's public loader (window.___loader): its loads are memoised, so asking here starts nothing twice. */
type GatsbyLoader = {
  hovering?: (path: string) => void;
  loadAppData?: () => Promise<unknown>;
  loadPage?: (path: string) => Promise<unknown>;
  loadPageSync?: (path: string) => unknown;
};
type GatsbyWindow = Window & {
  ___navigate?: (to: unknown, options?: unknown) => unknown;
  ___loader?: GatsbyLoader;
};

/**
 * Gatsby announces a route only once the new page's code and data are loaded (onPreRouteUpdate), so the bar
 * starts where the navigation starts: `window.___navigate`, which every <Link> click and `navigate()` call.
 */
export function startProgressOnNavigate(win: GatsbyWindow, progress: NavigationProgress = navigationProgress): void {
  const original = win.___navigate as ((to: unknown, options?: unknown) => unknown) & { withProgress?: true } | undefined;
  if (typeof original !== 'function' || original.withProgress) return;
  const wrapped = (to: unknown, options?: unknown) => {
    if (typeof to === 'string') {
      const pathname = new URL(to, win.location.href).pathname;
      progress.start(pathname);
      advanceWithLoaders(navigationLoaders(win.___loader, pathname), progress);
    }
    return original(to, options);
  };
  win.___navigate = Object.assign(wrapped, { withProgress: true as const });
}

/**
 * The data loaders of a navigation (4.6): none when Gatsby already holds the page (a hover loaded it: nothing to
 * wait for, no request made); otherwise the page's data and code, and the build's app data Gatsby fetches with it
 * (asked after the page, so it joins the page's own request instead of starting another).
 */
export function navigationLoaders(loader: GatsbyLoader | undefined, pathname: string): Promise<unknown>[] {
  if (!loader?.loadPage || !loader.loadAppData) return [];
  if (loader.loadPageSync?.(pathname)) return [];
  const page = loader.loadPage(pathname);
  return [page, loader.loadAppData()];
}

export function createInterfaceHooks(progress: NavigationProgress = navigationProgress, pageViews = createPageViewTracker()) {
  return {
    onClientEntry(win: GatsbyWindow = window) {
      installChunkReload(win);
      guardHoverLoading(win.___loader);
      startProgressOnNavigate(win, progress);
    },
    /** `gatsby develop` defines ___navigate only after onClientEntry: wrap it here too (once). */
    onInitialClientRender(win: GatsbyWindow = window) {
      startProgressOnNavigate(win, progress);
    },
    /** Back/forward buttons skip ___navigate: the bar starts here for them (a no-op when already running). */
    onPreRouteUpdate({ location, prevLocation }: RouteArgs) {
      if (prevLocation && !samePage(location.pathname, prevLocation.pathname) && !progress.isActive()) progress.start(location.pathname);
    },
    onRouteUpdate({ location, prevLocation }: RouteArgs, doc: Document = document) {
      progress.reached(location.pathname);
      pageViews.routeChanged(location);
      if (prevLocation && !samePage(location.pathname, prevLocation.pathname)) playPageTransition(doc);
    },
    /** Read once by Gatsby's loader at start; the hover guard above covers a connection that changes later. */
    disableCorePrefetching(): boolean {
      return !connectionAllowsPrefetch(currentConnection());
    },
  };
}

/** The page transition, named 'page' (a CSS animation, pageTransition.ts): replayed on each new page. */
export function playPageTransition(doc: Document): void {
  const wrapper = doc.getElementById('gatsby-focus-wrapper');
  if (!wrapper) return;
  wrapper.classList.remove(PAGE_TRANSITION_CLASS);
  void wrapper.offsetWidth; // restart the animation
  wrapper.classList.add(PAGE_TRANSITION_CLASS);
}

export const interfaceHooks = createInterfaceHooks();
