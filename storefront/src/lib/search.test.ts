import { matchesSearch, normalizeForSearch, readSearchQuery, searchUrl } from './search';

describe('search navigation', () => {
  it('sends the typed text to /products/?q=…, encoded and trimmed', () => {
    expect(searchUrl('radiateur fonte')).toBe('/products/?q=radiateur%20fonte');
    expect(searchUrl('  sèche-serviette  ')).toBe('/products/?q=s%C3%A8che-serviette');
    expect(searchUrl('a&b=c')).toBe('/products/?q=a%26b%3Dc');
  });

  it('goes to the full list for an empty search', () => {
    expect(searchUrl('   ')).toBe('/products/');
  });

  it('reads the query back from the location', () => {
    expect(readSearchQuery('?q=radiateur%20fonte')).toBe('radiateur fonte');
    expect(readSearchQuery('')).toBe('');
  });

  it('matches every word, ignoring case and accents, on title, brand and EAN', () => {
    const product = { title: 'Sèche-serviettes soufflant Ondine 1500 W', brand: 'Thermelia', ean: '3760123450017' };
    expect(normalizeForSearch('Sèche')).toBe('seche');
    expect(matchesSearch(product, 'seche ONDINE')).toBe(true);
    expect(matchesSearch(product, 'thermelia')).toBe(true);
    expect(matchesSearch(product, '3760123450017')).toBe(true);
    expect(matchesSearch(product, 'ondine fonte')).toBe(false);
  });
});
