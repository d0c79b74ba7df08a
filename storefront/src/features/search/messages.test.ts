import { searchMessages, wholeNumber } from './messages';

describe('wholeNumber', () => {
  it('writes what Intl.NumberFormat fr-FR writes, thousands and rounding included', () => {
    const intl = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
    for (const value of [0, 7, 42, 999, 1000, 1500, 12_345, 999_999, 1_000_000, 123_456_789, 2.5, 999.5, 1499.49, -3, -1500, -0.4]) {
      expect(wholeNumber(value)).toBe(intl.format(value));
    }
  });

  it('reads a power bucket and a price range in French', () => {
    expect(searchMessages.powerBucket(1000, 2000)).toBe('De 1\u202f000 à 1\u202f999 W');
    expect(searchMessages.priceRange(150, 1200)).toBe('De 150 à 1\u202f200 €');
  });
});
