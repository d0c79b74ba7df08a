import { useCallback, useEffect, useState } from 'react';
import type { SearchFields } from './searchState';

let loaded: SearchFields | null = null;
let loading: Promise<SearchFields> | null = null;

/**
 * The filters' checks, loaded once per visit. Zod's evaluation was the longest task of the search screen's arrival on
 * a phone (25–70 ms on a desktop CPU), for a visitor who only browses the catalogue, sorts it or turns its pages.
 */
function loadSearchFields(): Promise<SearchFields> {
  loading ??= import('./searchFields').then(
    (module) => (loaded = module.searchFields),
    (error: unknown) => {
      loading = null; // offline for a moment: the next attempt asks again
      throw error;
    },
  );
  return loading;
}

export type SearchFieldsStatus = { fields: SearchFields | null; failed: boolean; retry: () => void };

/** The checks once loaded, or null; `needed` (a URL with filters, the filters shown) loads them. */
export function useSearchFields(needed: boolean): SearchFieldsStatus {
  const [fields, setFields] = useState(loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!needed || fields) return;
    let live = true;
    loadSearchFields().then(
      (checks) => live && setFields(checks),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [needed, fields, attempt]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((count) => count + 1);
  }, []);
  return { fields, failed, retry };
}
