import { useEffect, useState } from 'react';
import { SEARCH_INDEX_PATH, type SearchIndexEntry } from '../../lib/product-card-data';

export type IndexState = { status: 'idle' | 'loading' | 'ready' | 'error'; products: SearchIndexEntry[] };

let cached: Promise<SearchIndexEntry[]> | null = null;

/** The build's product index (one static JSON), fetched once per visit and only when asked for. */
export function loadProductIndex(fetchImpl: typeof fetch = fetch): Promise<SearchIndexEntry[]> {
  if (!cached) {
    cached = fetchImpl(`/${SEARCH_INDEX_PATH}`)
      .then((response) => {
        if (!response.ok) throw new Error(`product index: HTTP ${response.status}`);
        return response.json() as Promise<SearchIndexEntry[]>;
      })
      .catch((error: unknown) => {
        cached = null; // let a later search retry
        throw error;
      });
  }
  return cached;
}

export function resetProductIndexCache(): void {
  cached = null;
}

/** `attempt` lets a button retry after a failed load (the failed promise is not kept). */
export function useProductIndex(enabled: boolean, attempt = 0): IndexState {
  const [state, setState] = useState<IndexState>({ status: 'idle', products: [] });
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading', products: [] }));
    loadProductIndex().then(
      (products) => live && setState({ status: 'ready', products }),
      () => live && setState({ status: 'error', products: [] }),
    );
    return () => {
      live = false;
    };
  }, [enabled, attempt]);
  return state;
}
