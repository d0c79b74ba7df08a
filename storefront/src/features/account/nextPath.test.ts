import { ACCOUNT_PATH, loginPathFor, safeNextPath } from './nextPath';

describe('safeNextPath', () => {
  it('keeps a path of this site, with its query', () => {
    expect(safeNextPath('/order/checkout/')).toBe('/order/checkout/');
    expect(safeNextPath('/products/?q=radiateur')).toBe('/products/?q=radiateur');
  });

  it('sends everything else to /me: absent, other sites, protocol-relative, backslash, scripts, the login page', () => {
    for (const raw of [null, '', 'https://evil.example/', '//evil.example/x', '/\\evil.example', '\\\\evil.example', 'javascript:alert(1)', '/\tevil', '/login/', '/login']) {
      expect(safeNextPath(raw)).toBe(ACCOUNT_PATH);
    }
  });

  it('builds the login address for a guarded page', () => {
    expect(loginPathFor('/me/')).toBe('/login/?next=%2Fme%2F');
  });
});
