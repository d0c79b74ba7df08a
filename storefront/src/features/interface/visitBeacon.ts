import { readConsentCookie } from '../consent/consent';
import { API_BASE } from '../../lib/api/client';

/**
 * The shop's own visit count (/api/stats/visit on the dashboard): the page path of a page view, sent to the engine
 * only when the visitor accepted the analytics cookies (read from the consent cookie at the moment of the view,
 * so withdrawing consent stops it at once). The path only, never the query: searches and secrets stay here. Admin
 * pages are not the shop's audience.
 */
export function sendVisitBeacon(
  pagePath: string,
  cookie: string = document.cookie,
  send: (url: string, json: string) => boolean = (url, json) => navigator.sendBeacon?.(url, new Blob([json], { type: 'application/json' })) ?? false,
): boolean {
  if (!readConsentCookie(cookie)?.analytics) return false;
  const path = pagePath.split(/[?#]/, 1)[0];
  if (path === '/admin' || path.startsWith('/admin/')) return false;
  return send(`${API_BASE}/stats/visit`, JSON.stringify({ path }));
}
