import { normalizeForSearch, searchUrl } from './search';

describe('search navigation', () => {
  it('sends the typed text to /products/?q=…, encoded and trimmed', () => {
    expect(searchUrl('radiateur fonte')).toBe('/products/?q=radiateur%20fonte');
    expect(searchUrl('  sèche-serviette  ')).toBe('/products/?q=s%C3%A8che-serviette');
    expect(searchUrl('a&b=c')).toBe('/products/?q=a%26b%3Dc');
  });

  it('goes to the full list for an empty search', () => {
    expect(searchUrl('   ')).toBe('/products/');
  });

  it('compares texts without case or accents', () => {
    expect(normalizeForSearch('Sèche-Serviettes ÉLECTRIQUE')).toBe('seche-serviettes electrique');
  });
});
