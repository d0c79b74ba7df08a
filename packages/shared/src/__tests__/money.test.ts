import fc from 'fast-check';
import { centsToMajor, formatPrice, htFromTtc, majorToCents } from '../money';

const NNBSP = '\u202f'; // narrow no-break space: fr-FR thousands separator
const NBSP = '\u00a0'; // no-break space before the euro sign

describe('centsToMajor', () => {
  it.each([
    [49990, '499.90'],
    [0, '0.00'],
    [5, '0.05'],
    [99, '0.99'],
    [100, '1.00'],
    [123456789, '1234567.89'],
    [-5, '-0.05'],
    [-49990, '-499.90'],
  ])('%d cents -> "%s"', (cents, major) => {
    expect(centsToMajor(cents)).toBe(major);
  });

  it.each([1.5, NaN, Infinity, 2 ** 53])('refuses %p (not a safe integer)', (bad) => {
    expect(() => centsToMajor(bad)).toThrow(RangeError);
  });
});

describe('majorToCents', () => {
  it.each<[number | string, number]>([
    ['499.90', 49990],
    ['499.9', 49990],
    ['499', 49900],
    [499, 49900],
    [499.9, 49990],
    [0.29, 29], // 0.29 * 100 is 28.999999999999996 in floats
    [1.005, 101], // 1.005 * 100 rounds to 100 in floats; the decimal text rounds half-up to 101
    [0.1 + 0.2, 30],
    ['0.05', 5],
    ['.5', 50],
    ['5.', 500],
    ['  12.30 ', 1230],
    ['-12.34', -1234],
    ['+7', 700],
    ['1e2', 10000],
    ['1.2345e3', 123450],
    ['5e-3', 1],
    ['4e-3', 0],
    [1e-7, 0],
    ['0.004', 0],
    ['0.005', 1],
    ['416.583333', 41658],
    ['416.585', 41659],
    ['-0.005', -1],
    ['-0.004', 0],
    ['000123.40', 12340],
    ['0', 0],
    ['0.00', 0],
    ['9.995', 1000],
  ])('%p -> %d cents', (major, cents) => {
    expect(majorToCents(major)).toBe(cents);
  });

  it('never returns negative zero', () => {
    expect(Object.is(majorToCents('-0.00'), 0)).toBe(true);
  });

  it.each(['', ' ', '.', 'abc', '12,50', '1.2.3', '€12', '12 €', '1e', '--1', '0x10', '1e31'])(
    'refuses %p',
    (bad) => {
      expect(() => majorToCents(bad)).toThrow(RangeError);
    },
  );

  it.each([NaN, Infinity, -Infinity])('refuses the number %p', (bad) => {
    expect(() => majorToCents(bad)).toThrow(RangeError);
  });

  it('refuses other types', () => {
    expect(() => majorToCents(null as unknown as string)).toThrow(TypeError);
  });

  it('is the inverse of centsToMajor for every integer amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(majorToCents(centsToMajor(cents))).toBe(cents);
        // Medusa often hands amounts back as JSON numbers.
        expect(majorToCents(Number(centsToMajor(cents)))).toBe(cents);
      }),
    );
  });
});

describe('formatPrice', () => {
  it.each([
    [49990, `499,90${NBSP}€`],
    [103946, `1${NNBSP}039,46${NBSP}€`],
    [0, `0,00${NBSP}€`],
    [5, `0,05${NBSP}€`],
    [123456789, `1${NNBSP}234${NNBSP}567,89${NBSP}€`],
    [-1500, `-15,00${NBSP}€`],
  ])('%d cents -> %j', (cents, text) => {
    expect(formatPrice(cents)).toBe(text);
  });

  it('shows exactly the digits of centsToMajor', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (cents) => {
        const digitsShown = formatPrice(cents).replace(/[^\d]/g, '');
        expect(digitsShown).toBe(centsToMajor(cents).replace('.', '').replace(/^0+(?=\d{3})/, ''));
      }),
    );
  });

  it('refuses fractional cents', () => {
    expect(() => formatPrice(12.5)).toThrow(RangeError);
  });
});

describe('htFromTtc', () => {
  it.each([
    [12000, 20, 10000],
    [49990, 20, 41658], // 41658.33
    [100, 20, 83], // 83.33
    [3, 20, 3], // 2.5 rounds up
    [9, 20, 8], // 7.5 rounds up
    [10550, 5.5, 10000],
    [1055, 5.5, 1000],
    [11000, 10, 10000],
    [999, 0, 999],
    [0, 20, 0],
    [-3, 20, -3], // half away from zero for refunds
    [-100, 20, -83],
  ])('%d TTC at %p%% -> %d HT', (ttc, rate, ht) => {
    expect(htFromTtc(ttc, rate)).toBe(ht);
  });

  it('adding the VAT back lands within half a cent of the TTC price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e10 }),
        fc.constantFrom(20, 10, 5.5, 2.1),
        (ttc, rate) => {
          const ht = htFromTtc(ttc, rate);
          // |ht * (100 + rate) / 100 - ttc| <= 0.5 * (100 + rate) / 100, in exact integer arithmetic (x10 for 5.5).
          const lhs = Math.abs(ht * (1000 + rate * 10) - ttc * 1000);
          expect(lhs).toBeLessThanOrEqual((1000 + rate * 10) / 2);
        },
      ),
    );
  });

  it.each([-1, NaN, Infinity, 1e-7])('refuses the rate %p', (rate) => {
    expect(() => htFromTtc(1000, rate)).toThrow(RangeError);
  });

  it('refuses fractional cents', () => {
    expect(() => htFromTtc(10.5, 20)).toThrow(RangeError);
  });
});
