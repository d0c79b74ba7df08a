import { useEffect, useState } from 'react';

/**
 * False in the static HTML and the first (hydrating) render, true after: screens that depend on the visitor's
 * session, query string or sessionStorage render then, so hydration always matches the static HTML.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
