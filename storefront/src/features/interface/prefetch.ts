/**
 * No link prefetching on 2G or data-saver connections (spec 4.6). Gatsby's core prefetcher already skips those
 * when a link scrolls into view, but still loads a page's data and code when a link is merely hovered: on a
 * constrained connection that is data the visitor did not ask for.
 */
export type ConnectionInfo = { saveData?: boolean; effectiveType?: string };

const SLOW_TYPES = new Set(['slow-2g', '2g']);

export function connectionAllowsPrefetch(connection: ConnectionInfo | null | undefined): boolean {
  if (!connection) return true; // browsers without the Network Information API: nothing says it is slow
  if (connection.saveData === true) return false;
  return !SLOW_TYPES.has(connection.effectiveType ?? '');
}

export function currentConnection(nav: Navigator | undefined = typeof navigator === 'undefined' ? undefined : navigator): ConnectionInfo | null {
  return (nav as (Navigator & { connection?: ConnectionInfo }) | undefined)?.connection ?? null;
}

type HoverLoader = { hovering?: (path: string) => void };

/**
 * Wraps Gatsby's hover loading (`window.___loader.hovering`, called by every <Link> on mouse-enter) so it does
 * nothing on a constrained connection. The connection is read at each hover: a visitor who turns data saver on
 * mid-visit is honoured at once.
 */
export function guardHoverLoading(loader: HoverLoader | undefined, readConnection: () => ConnectionInfo | null = currentConnection): void {
  const original = loader?.hovering;
  if (!loader || typeof original !== 'function') return;
  loader.hovering = (path: string) => {
    if (connectionAllowsPrefetch(readConnection())) original.call(loader, path);
  };
}
