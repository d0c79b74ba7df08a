import { readSourceSettings, SourcingError } from './env';

describe('build settings', () => {
  it('uses the local defaults and trims trailing slashes', () => {
    const settings = readSourceSettings({ MEDUSA_PUBLISHABLE_KEY: 'pk_1', STRAPI_URL: 'http://localhost:1400/' });
    expect(settings).toMatchObject({ medusaUrl: 'http://localhost:9000', strapiUrl: 'http://localhost:1400', regionName: 'France', countryCode: 'fr' });
  });

  it('refuses to build without the publishable key, saying where to find it', () => {
    expect(() => readSourceSettings({})).toThrow(SourcingError);
    expect(() => readSourceSettings({})).toThrow(/MEDUSA_PUBLISHABLE_KEY.*Storefront/);
  });
});
