import { DEFAULT_COUNTRY_CODE, DELIVERY_COUNTRIES, countryName } from '../countries';

describe('DELIVERY_COUNTRIES', () => {
  it('holds about 28 European countries', () => {
    expect(DELIVERY_COUNTRIES.length).toBeGreaterThanOrEqual(26);
    expect(DELIVERY_COUNTRIES.length).toBeLessThanOrEqual(30);
  });

  it('has no duplicate code or name (the original list repeated PT)', () => {
    const codes = DELIVERY_COUNTRIES.map((country) => country.code);
    const names = DELIVERY_COUNTRIES.map((country) => country.name);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(names).size).toBe(names.length);
  });

  it('uses upper-case ISO 3166-1 alpha-2 codes', () => {
    for (const { code } of DELIVERY_COUNTRIES) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it.each([
    ['FR', 'France'],
    ['DE', 'Allemagne'],
    ['BE', 'Belgique'],
    ['ES', 'Espagne'],
    ['IT', 'Italie'],
    ['GB', 'Royaume-Uni'],
    ['CH', 'Suisse'],
    ['LU', 'Luxembourg'],
    ['NL', 'Pays-Bas'],
    ['PT', 'Portugal'],
  ])('includes %s named %s', (code, name) => {
    expect(DELIVERY_COUNTRIES).toContainEqual({ code, name });
  });

  it('puts France, the default, first', () => {
    expect(DEFAULT_COUNTRY_CODE).toBe('FR');
    expect(DELIVERY_COUNTRIES[0]).toEqual({ name: 'France', code: 'FR' });
  });
});

describe('countryName', () => {
  it('finds the French name in any case and nothing for other codes', () => {
    expect(countryName('de')).toBe('Allemagne');
    expect(countryName('US')).toBeUndefined();
  });
});
