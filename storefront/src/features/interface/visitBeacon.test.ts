import { sendVisitBeacon } from './visitBeacon';

const consent = (analytics: boolean) =>
  `cookieConsent=${encodeURIComponent(JSON.stringify({ personalisation: false, analytics, advertising: false }))}`;

describe('the visit beacon', () => {
  it('sends the page path only with the analytics consent', () => {
    const sent: [string, string][] = [];
    const send = (url: string, body: string) => (sent.push([url, body]), true);
    expect(sendVisitBeacon('/products/radiateur/?q=x', consent(true), send)).toBe(true);
    expect(sendVisitBeacon('/blog/', consent(false), send)).toBe(false);
    expect(sendVisitBeacon('/blog/', '', send)).toBe(false);
    expect(sendVisitBeacon('/admin/orders', consent(true), send)).toBe(false);
    expect(sent).toHaveLength(1);
    expect(sent[0][0]).toBe('/api/stats/visit');
    expect(JSON.parse(sent[0][1])).toEqual({ path: '/products/radiateur/' });
  });
});
