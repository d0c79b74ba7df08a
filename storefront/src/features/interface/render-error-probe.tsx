import React from 'react';

/**
 * Browser journeys only (built in when GATSBY_RENDER_ERROR_PROBE=1, see PageErrorBoundary): a tab whose
 * sessionStorage holds this key fails its next page render once, so the error page is proven on a real build.
 * Only the visitor's own tab can set it (no URL can), and it clears itself on use.
 */
export const RENDER_ERROR_PROBE_KEY = 'shop:e2e-render-error';

export function takeRenderErrorRequest(storage: Pick<Storage, 'getItem' | 'removeItem'> | null): boolean {
  try {
    if (storage?.getItem(RENDER_ERROR_PROBE_KEY) !== '1') return false;
    storage.removeItem(RENDER_ERROR_PROBE_KEY);
    return true;
  } catch {
    return false;
  }
}

export function RenderErrorProbe() {
  const [armed, setArmed] = React.useState(false);
  React.useEffect(() => {
    let storage: Storage | null = null;
    try {
      storage = window.sessionStorage;
    } catch {
      storage = null;
    }
    if (takeRenderErrorRequest(storage)) setArmed(true);
  }, []);
  if (armed) throw new Error(`Erreur de rendu provoquée (${RENDER_ERROR_PROBE_KEY})`);
  return null;
}
