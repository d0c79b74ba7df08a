import { sendVisitBeacon } from './visitBeacon';

/**
 * Page-view events for the tag manager (spec 4.6 and 9): pushed to `window.dataLayer` 250 ms after each route
 * change, once the new page has set its title. A route change within those 250 ms replaces the pending event:
 * only the page the visitor lands on counts (a redirect is not two visits).
 */
export const PAGE_VIEW_DELAY_MS = 250;

export type DataLayerEvent = Record<string, unknown> & { event: string };
type PageLocation = { pathname: string; search?: string; hash?: string; origin?: string };

/** Paths whose last segment is a secret or a private id (message thread, unsubscribe link): never sent out. */
const PRIVATE_SEGMENT = /^\/(contact|unsubscribe)\/(?!messageCategory\b)[^/]+/;

/**
 * What the tag manager may see of a URL: the path with private ids masked and, of the query, only the
 * product search (`q`). Secrets travel in queries (`?secret=`, `?security=`): they stay in the browser.
 */
export function publicPagePath({ pathname, search = '' }: PageLocation): string {
  const path = pathname.replace(PRIVATE_SEGMENT, (_, section: string) => `/${section}/:id`);
  const q = new URLSearchParams(search).get('q');
  return q ? `${path}?${new URLSearchParams({ q }).toString()}` : path;
}

export function getDataLayer(win: Window & { dataLayer?: unknown[] } = window): unknown[] {
  win.dataLayer ??= [];
  return win.dataLayer;
}

/** The tag manager gets every page view (its consent mode decides); the shop's own count only consented ones. */
function pushPageView(event: DataLayerEvent): void {
  getDataLayer().push(event);
  sendVisitBeacon(String(event.page_path));
}

export function createPageViewTracker(
  push: (event: DataLayerEvent) => void = pushPageView,
  readTitle: () => string = () => document.title,
) {
  let pending: ReturnType<typeof setTimeout> | undefined;
  return {
    routeChanged(location: PageLocation) {
      clearTimeout(pending);
      pending = setTimeout(() => {
        pending = undefined;
        const pagePath = publicPagePath(location);
        push({
          event: 'page_view',
          page_path: pagePath,
          page_location: `${location.origin ?? ''}${pagePath}`,
          page_title: readTitle(),
        });
      }, PAGE_VIEW_DELAY_MS);
    },
  };
}

/** Errors shown to the visitor are reported to the tag manager too (the error page says the team was told). */
export function reportPageError(status: number, error: unknown, location: PageLocation = window.location): void {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  getDataLayer().push({ event: 'page_error', status, page_path: publicPagePath(location), error_message: message.slice(0, 300) });
}
