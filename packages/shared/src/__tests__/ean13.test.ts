import fc from 'fast-check';
import { completeEan13, ean13CheckDigit, isValidEan13 } from '../ean13';

describe('ean13CheckDigit', () => {
  it.each([
    ['400638133393', 1], // GS1's worked example 4006381333931
    ['978020137962', 4], // ISBN 978-0-201-37962-4
    ['376012345678', 4],
    ['000000000000', 0],
    ['123456789012', 8],
  ])('%s -> %d', (body, digit) => {
    expect(ean13CheckDigit(body)).toBe(digit);
  });

  it.each(['', '12345678901', '1234567890123', '12345678901a', ' 23456789012', 12 as unknown as string])(
    'refuses %p',
    (bad) => {
      expect(() => ean13CheckDigit(bad)).toThrow(RangeError);
    },
  );
});

describe('isValidEan13', () => {
  it('accepts codes with the right check digit', () => {
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('9780201379624')).toBe(true);
  });

  it('rejects a wrong check digit, wrong length or non-digits', () => {
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(isValidEan13('400638133393')).toBe(false);
    expect(isValidEan13('40063813339311')).toBe(false);
    expect(isValidEan13('400638133393a')).toBe(false);
    expect(isValidEan13(undefined as unknown as string)).toBe(false);
  });

  it('accepts every completed body and catches any single-digit error', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{12}$/),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 9 }),
        (body, position, delta) => {
          const code = completeEan13(body);
          expect(code).toHaveLength(13);
          expect(isValidEan13(code)).toBe(true);
          const changed = (Number(code[position]) + delta) % 10;
          const typo = `${code.slice(0, position)}${changed}${code.slice(position + 1)}`;
          expect(isValidEan13(typo)).toBe(false);
        },
      ),
    );
  });
});
