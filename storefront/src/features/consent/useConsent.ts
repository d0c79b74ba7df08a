import { useCallback, useEffect, useReducer, useState } from 'react';
import {
  consentCookie,
  consentReducer,
  cookieAccepted,
  NO_CONSENT,
  pushConsentUpdate,
  readConsentCookie,
  shouldShowBanner,
  type CookieConsent,
} from './consent';

export type ConsentChoice = 'acceptAll' | 'refuseAll' | 'preferences';

/** Saved with the session cache, loaded on demand. The cookie already holds the choice: a failure is only logged. */
function saveInSession(accepted: boolean): void {
  import('../session/actions')
    .then(({ saveSessionProperty }) => saveSessionProperty('cookieAccepted', accepted))
    .catch((error) => console.error('[consent] the choice could not be saved in the session', error));
}

/** True once the page has fully loaded (window 'load'), as the cookie alert waits for it (4.6). */
function useFullyLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === 'complete') {
      setLoaded(true);
      return undefined;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);
  return loaded;
}

/** True once the visitor has scrolled the page. */
function useHasScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (window.scrollY > 0) {
      setScrolled(true);
      return undefined;
    }
    const onScroll = () => setScrolled(true);
    window.addEventListener('scroll', onScroll, { once: true, passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return scrolled;
}

/** The consent state, when to show the alert, and what a choice does (cookie, tag manager, session). */
export function useConsent() {
  const [consent, dispatch] = useReducer(consentReducer, NO_CONSENT);
  const [restored, setRestored] = useState(false);
  const loaded = useFullyLoaded();
  const scrolled = useHasScrolled();

  useEffect(() => {
    const stored = readConsentCookie(document.cookie);
    dispatch({ type: 'restore', consent: stored });
    if (stored) pushConsentUpdate(stored);
    setRestored(true);
  }, []);

  const choose = useCallback(
    (choice: ConsentChoice) => {
      const next: CookieConsent = consentReducer(consent, { type: choice });
      dispatch({ type: choice });
      document.cookie = consentCookie(next, window.location.protocol === 'https:');
      pushConsentUpdate(next);
      saveInSession(cookieAccepted(next));
    },
    [consent],
  );

  return { consent, choose, showBanner: restored && shouldShowBanner({ loaded, scrolled, consentGiven: consent.consentGiven }) };
}
