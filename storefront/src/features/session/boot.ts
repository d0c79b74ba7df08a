import { useEffect } from 'react';

/**
 * Verifies the session once the page is interactive (4.4). react-query and the session cache come in their own
 * chunk, so the page's first paint and hydration do not carry them.
 */
export function useSessionBoot(): void {
  useEffect(() => {
    void import('./queryClient').then((module) => module.verifySession());
  }, []);
}
