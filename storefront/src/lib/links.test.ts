import { isBuiltRoute, withTrailingSlash } from './links';

describe('internal links', () => {
  it('adds the trailing slash Gatsby pages use, keeping query and hash', () => {
    expect(withTrailingSlash('/categories/radiateurs')).toBe('/categories/radiateurs/');
    expect(withTrailingSlash('/products?q=fonte')).toBe('/products/?q=fonte');
    expect(withTrailingSlash('/blog/#conseils')).toBe('/blog/#conseils');
    expect(withTrailingSlash('/search/products.json')).toBe('/search/products.json');
  });

  it('knows which routes this build does not generate yet', () => {
    expect(isBuiltRoute('/categories/radiateurs/')).toBe(true);
    expect(isBuiltRoute('/me/')).toBe(true);
    expect(isBuiltRoute('/order/status/')).toBe(true);
    expect(isBuiltRoute('/contact')).toBe(true);
    expect(isBuiltRoute('/unsubscribe/abc/')).toBe(true);
    expect(isBuiltRoute('https://example.com/')).toBe(false);
  });
});
