import { useCallback, useEffect, useState } from 'react';
import { shouldShowBanner } from './consent';
import { consentStore, useConsentState } from './consentStore';

export type ConsentChoice = 'acceptAll' | 'refuseAll' | 'preferences';

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
  const { consent, restored, reopened } = useConsentState();
  const loaded = useFullyLoaded();
  const scrolled = useHasScrolled();

  useEffect(() => consentStore.restore(), []);

  const choose = useCallback((choice: ConsentChoice) => consentStore.choose({ type: choice }), []);

  return { consent, choose, showBanner: restored && shouldShowBanner({ loaded, scrolled, consentGiven: consent.consentGiven, reopened }) };
}
