import type { Page } from "@playwright/test";

/**
 * A visitor who answered the cookie alert on an earlier visit ('Tout refuser'): the alert never slides in over the
 * page. For journeys about something else; the alert itself is cookie-consent.spec.ts's. (An automatic answer with
 * `addLocatorHandler` raced clicks near the bottom of the page: the alert slid in while the click was under way.)
 */
export async function storeCookieChoice(page: Page, baseURL: string): Promise<void> {
  const value = encodeURIComponent(JSON.stringify({ personalisation: false, analytics: false, advertising: false }));
  await page.context().addCookies([{ name: "cookieConsent", value, url: baseURL }]);
}
