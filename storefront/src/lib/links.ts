/**
 * Routes the spec names that this static build does not generate (served by the server's rewrites). Links to them
 * skip Gatsby's prefetch. None today: the pro area /pro/v1 is built.
 */
const PENDING_PREFIXES: string[] = [];

function withSlash(path: string): string {
  const bare = path.split(/[?#]/)[0];
  return bare.endsWith('/') ? bare : `${bare}/`;
}

/**
 * Gatsby serves pages at '/path/' (trailingSlash: 'always'); CMS editors type '/categories/radiateurs'.
 * Adding the slash here saves a redirect and keeps client navigation on the page's canonical URL.
 */
export function withTrailingSlash(to: string): string {
  const match = /^([^?#]*)(.*)$/.exec(to) as RegExpExecArray;
  const [, path, rest] = match;
  if (path.endsWith('/') || /\.[a-z0-9]+$/i.test(path)) return to;
  return `${path}/${rest}`;
}

export function isBuiltRoute(to: string): boolean {
  if (!to.startsWith('/')) return false;
  const path = withSlash(to);
  return !PENDING_PREFIXES.some((prefix) => path.startsWith(prefix));
}
