import { useSyncExternalStore } from 'react';
import { consentCookie, consentReducer, cookieAccepted, NO_CONSENT, pushConsentUpdate, readConsentCookie, type ConsentAction, type CookieConsent } from './consent';

/**
 * The visitor's cookie choice, shared by the alert (layout) and the cookie page's preferences: a tiny store rather
 * than a context, as the cart drawer's. `restored` is false until the cookie has been read (after hydration, so the
 * static HTML never depends on it); `reopened` shows the alert again on the visitor's request.
 */
export type ConsentState = { consent: CookieConsent; restored: boolean; reopened: boolean };

const initial: ConsentState = { consent: NO_CONSENT, restored: false, reopened: false };
let state = initial;
const listeners = new Set<() => void>();

function set(next: ConsentState) {
  state = next;
  listeners.forEach((listener) => listener());
}

/** Saved with the session cache, loaded on demand. The cookie already holds the choice: a failure is only logged. */
function saveInSession(accepted: boolean): void {
  import('../session/actions')
    .then(({ saveSessionProperty }) => saveSessionProperty('cookieAccepted', accepted))
    .catch((error) => console.error('[consent] the choice could not be saved in the session', error));
}

export const consentStore = {
  get: () => state,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Reads the stored choice once per page load and tells the tag manager about it. */
  restore: () => {
    if (state.restored) return;
    const stored = readConsentCookie(document.cookie);
    if (stored) pushConsentUpdate(stored);
    set({ ...state, consent: consentReducer(state.consent, { type: 'restore', consent: stored }), restored: true });
  },
  /** A choice, from the alert or the cookie page: cookie (180 days), tag manager, session; the alert closes. */
  choose: (action: Exclude<ConsentAction, { type: 'restore' }>) => {
    const next = consentReducer(state.consent, action);
    document.cookie = consentCookie(next, window.location.protocol === 'https:');
    pushConsentUpdate(next);
    saveInSession(cookieAccepted(next));
    set({ consent: next, restored: true, reopened: false });
  },
  reopen: () => set({ ...state, reopened: true }),
  /** tests only */
  reset: () => set(initial),
};

export function useConsentState(): ConsentState {
  return useSyncExternalStore(consentStore.subscribe, consentStore.get, () => initial);
}
