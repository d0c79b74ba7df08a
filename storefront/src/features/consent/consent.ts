/**
 * Section 4.5 / 3: cookie consent. No stored choice means consentGiven false. 'Tout refuser' sets the three flags
 * off, 'Tout accepter' on, 'Préférences' off (then the visitor goes to /about/cookie). Any choice sets consentGiven,
 * is kept 180 days in a cookie, updates the tag manager's consent and is saved in the session ('cookieAccepted').
 */

export type CookieConsent = {
  consentGiven: boolean;
  personalisation: boolean;
  analytics: boolean;
  advertising: boolean;
  /** the shop's own cookies (session, cart) are always on */
  required: true;
};

export const NO_CONSENT: CookieConsent = { consentGiven: false, personalisation: false, analytics: false, advertising: false, required: true };

/** The three optional categories a visitor chooses one by one on /about/cookie. */
export type ConsentCategories = Pick<CookieConsent, 'personalisation' | 'analytics' | 'advertising'>;

export type ConsentAction =
  | { type: 'acceptAll' }
  | { type: 'refuseAll' }
  | { type: 'preferences' }
  /** the per-category choice of the cookie page */
  | { type: 'categories'; categories: ConsentCategories }
  /** the choice read back from the cookie at start; null when there is none */
  | { type: 'restore'; consent: CookieConsent | null };

const all = (on: boolean): CookieConsent => ({ consentGiven: true, personalisation: on, analytics: on, advertising: on, required: true });

export function consentReducer(state: CookieConsent, action: ConsentAction): CookieConsent {
  switch (action.type) {
    case 'acceptAll':
      return all(true);
    case 'refuseAll':
    case 'preferences':
      return all(false);
    case 'categories':
      return { consentGiven: true, ...action.categories, required: true };
    case 'restore':
      return action.consent ?? NO_CONSENT;
    default:
      return state;
  }
}

export const CONSENT_COOKIE = 'cookieConsent';
/** 180 days (section 9) */
export const CONSENT_MAX_AGE_SECONDS = 15552000;

/** The Set-Cookie text of a choice: readable by the page (no HttpOnly), sent to this site only. */
export function consentCookie(consent: CookieConsent, secure: boolean): string {
  const value = encodeURIComponent(
    JSON.stringify({ personalisation: consent.personalisation, analytics: consent.analytics, advertising: consent.advertising }),
  );
  return `${CONSENT_COOKIE}=${value}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Reads the choice out of `document.cookie`; anything malformed counts as no choice (the banner asks again). */
export function readConsentCookie(cookieHeader: string): CookieConsent | null {
  const entry = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  if (!entry) return null;
  try {
    const parsed = JSON.parse(decodeURIComponent(entry.slice(CONSENT_COOKIE.length + 1))) as Record<string, unknown>;
    const flags = [parsed.personalisation, parsed.analytics, parsed.advertising];
    if (!flags.every((flag) => typeof flag === 'boolean')) return null;
    const [personalisation, analytics, advertising] = flags as boolean[];
    return { consentGiven: true, personalisation, analytics, advertising, required: true };
  } catch {
    return null;
  }
}

/** What the session keeps under 'cookieAccepted': true when the visitor accepted optional cookies. */
export function cookieAccepted(consent: CookieConsent): boolean {
  return consent.personalisation || consent.analytics || consent.advertising;
}

type ConsentValue = 'granted' | 'denied';
const flag = (on: boolean): ConsentValue => (on ? 'granted' : 'denied');

/** Google tag's consent mode v2 fields for a choice. */
export function tagManagerConsent(consent: CookieConsent): Record<string, ConsentValue> {
  return {
    ad_storage: flag(consent.advertising),
    ad_user_data: flag(consent.advertising),
    ad_personalization: flag(consent.advertising),
    analytics_storage: flag(consent.analytics),
    personalization_storage: flag(consent.personalisation),
    functionality_storage: 'granted',
    security_storage: 'granted',
  };
}

type DataLayerWindow = { dataLayer?: unknown[] };

/**
 * `gtag('consent', 'update', {...})`: the tag manager only reads consent commands pushed as an `arguments` object,
 * which is why this goes through a gtag-shaped function rather than pushing an array.
 */
export function pushConsentUpdate(consent: CookieConsent, target: DataLayerWindow = window as unknown as DataLayerWindow): void {
  target.dataLayer = target.dataLayer ?? [];
  const layer = target.dataLayer;
  // eslint-disable-next-line prefer-rest-params
  const gtag = function gtag(..._args: unknown[]) {
    layer.push(arguments);
  };
  gtag('consent', 'update', tagManagerConsent(consent));
}

/**
 * Section 4.6: the alert appears only after full load, when no choice is stored and the visitor has scrolled; or at
 * once when the visitor asks to see it again (the cookie page's button), whatever was chosen before.
 */
export function shouldShowBanner({ loaded, scrolled, consentGiven, reopened = false }: { loaded: boolean; scrolled: boolean; consentGiven: boolean; reopened?: boolean }): boolean {
  return reopened || (loaded && scrolled && !consentGiven);
}
