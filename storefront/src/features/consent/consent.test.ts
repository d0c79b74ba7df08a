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

describe('consentReducer (spec 4.5)', () => {
  it('starts with no consent and every optional flag off, required always on', () => {
    expect(NO_CONSENT).toEqual({ consentGiven: false, personalisation: false, analytics: false, advertising: false, required: true });
  });

  it('refuse all sets the three flags off, accept all on, preferences off; each is a given consent', () => {
    const accepted = consentReducer(NO_CONSENT, { type: 'acceptAll' });
    expect(accepted).toEqual({ consentGiven: true, personalisation: true, analytics: true, advertising: true, required: true });
    expect(consentReducer(accepted, { type: 'refuseAll' })).toEqual({ consentGiven: true, personalisation: false, analytics: false, advertising: false, required: true });
    expect(consentReducer(accepted, { type: 'preferences' })).toEqual({ consentGiven: true, personalisation: false, analytics: false, advertising: false, required: true });
  });

  it('the cookie page chooses category by category, a given consent', () => {
    expect(consentReducer(NO_CONSENT, { type: 'categories', categories: { personalisation: false, analytics: true, advertising: false } })).toEqual({
      consentGiven: true,
      personalisation: false,
      analytics: true,
      advertising: false,
      required: true,
    });
  });

  it('restores a stored choice, or no consent without one', () => {
    const stored: CookieConsent = { consentGiven: true, personalisation: false, analytics: true, advertising: false, required: true };
    expect(consentReducer(NO_CONSENT, { type: 'restore', consent: stored })).toBe(stored);
    expect(consentReducer(stored, { type: 'restore', consent: null })).toBe(NO_CONSENT);
  });
});

describe('consent cookie', () => {
  it('keeps the choice 180 days (15552000 s) on the whole site', () => {
    const cookie = consentCookie(consentReducer(NO_CONSENT, { type: 'acceptAll' }), true);
    expect(cookie).toMatch(/^cookieConsent=[^;]+; Max-Age=15552000; Path=\/; SameSite=Lax; Secure$/);
    expect(consentCookie(NO_CONSENT, false)).not.toContain('Secure');
  });

  it('reads back what it wrote, among other cookies', () => {
    const refused = consentReducer(NO_CONSENT, { type: 'refuseAll' });
    const written = consentCookie(refused, false).split(';')[0];
    expect(readConsentCookie(`_ga=1; ${written}; autre=2`)).toEqual(refused);
  });

  it('treats a missing or tampered cookie as no choice', () => {
    expect(readConsentCookie('')).toBeNull();
    expect(readConsentCookie('cookieConsent=%7Bpas-du-json')).toBeNull();
    expect(readConsentCookie(`cookieConsent=${encodeURIComponent('{"analytics":"oui"}')}`)).toBeNull();
  });

  it("saves 'cookieAccepted' true only when optional cookies were accepted", () => {
    expect(cookieAccepted(consentReducer(NO_CONSENT, { type: 'acceptAll' }))).toBe(true);
    expect(cookieAccepted(consentReducer(NO_CONSENT, { type: 'refuseAll' }))).toBe(false);
  });
});

describe('tag-manager consent update', () => {
  it("pushes gtag('consent', 'update', …) as an arguments object to window.dataLayer", () => {
    const target: { dataLayer?: unknown[] } = {};
    pushConsentUpdate(consentReducer(NO_CONSENT, { type: 'acceptAll' }), target);
    pushConsentUpdate(consentReducer(NO_CONSENT, { type: 'refuseAll' }), target);
    expect(target.dataLayer).toHaveLength(2);
    const [granted, denied] = (target.dataLayer as IArguments[]).map((entry) => Array.from(entry));
    expect(Object.prototype.toString.call(target.dataLayer?.[0])).toBe('[object Arguments]');
    expect(granted.slice(0, 2)).toEqual(['consent', 'update']);
    expect(granted[2]).toMatchObject({ ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', personalization_storage: 'granted' });
    expect(denied[2]).toMatchObject({ ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', personalization_storage: 'denied', security_storage: 'granted' });
  });
});

describe('when the cookie alert shows (spec 4.6)', () => {
  it.each([
    [{ loaded: true, scrolled: true, consentGiven: false }, true],
    [{ loaded: false, scrolled: true, consentGiven: false }, false],
    [{ loaded: true, scrolled: false, consentGiven: false }, false],
    [{ loaded: true, scrolled: true, consentGiven: true }, false],
    // asked for again from the cookie page: at once, whatever was chosen
    [{ loaded: true, scrolled: false, consentGiven: true, reopened: true }, true],
  ])('%p → %p', (input, expected) => {
    expect(shouldShowBanner(input)).toBe(expected);
  });
});
