import { useSyncExternalStore } from 'react';
import { EMPTY_SESSION, type SessionState } from './session';

/**
 * What the always-present parts of the page (header account link, cart badge) read of the session. It mirrors the
 * react-query cache, which lives in a chunk loaded after the page is interactive (runtime.ts): the first paint and
 * hydration do not wait for react-query. Static HTML and the first render read as anonymous with an empty cart.
 */
export type SessionSnapshot = SessionState & { ready: boolean };

const initial: SessionSnapshot = { ...EMPTY_SESSION, ready: false };
let snapshot: SessionSnapshot = initial;
const listeners = new Set<() => void>();

export const sessionStore = {
  get: () => snapshot,
  set: (state: SessionState, ready: boolean) => {
    snapshot = { ...state, ready };
    listeners.forEach((listener) => listener());
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** tests only */
  reset: () => sessionStore.set(EMPTY_SESSION, false),
};

export function useSessionSnapshot(): SessionSnapshot {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => initial);
}
