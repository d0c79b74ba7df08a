import fc from 'fast-check';
import { isValidSiret, luhnValid, normalizeSiret } from '../../validation/siret';

/** Completes 13 digits with the Luhn check digit. */
function withLuhnDigit(first13: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (luhnValid(`${first13}${digit}`)) return `${first13}${digit}`;
  }
  throw new Error('unreachable');
}

describe('isValidSiret', () => {
  it.each(['73282932000074', '44306184100047', '552 081 317 66522', '552.081.317.66522'])('accepts %p', (siret) => {
    expect(isValidSiret(siret)).toBe(true);
  });

  it.each(['73282932000075', '7328293200007', '732829320000745', '7328293200007A', '', 73282932000074, null])(
    'refuses %p',
    (siret) => {
      expect(isValidSiret(siret)).toBe(false);
    },
  );

  it("accepts La Poste's establishments by the digit-sum rule, and its head office by Luhn", () => {
    expect(isValidSiret('35600000000048')).toBe(true); // head office, Luhn
    expect(isValidSiret('35600000049837')).toBe(true); // digit sum 45, not Luhn
    expect(luhnValid('35600000049837')).toBe(false);
    expect(isValidSiret('35600000012345')).toBe(false); // neither rule
    // the digit-sum rule is La Poste's only: the same tail under another SIREN is refused
    expect(isValidSiret('73282932049837')).toBe(luhnValid('73282932049837'));
  });

  it('accepts every 14-digit number with its Luhn digit and refuses any single changed digit', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 13, maxLength: 13 }),
        fc.nat({ max: 13 }),
        fc.integer({ min: 1, max: 9 }),
        (body, position, shift) => {
          const siret = withLuhnDigit(body);
          const changed = `${siret.slice(0, position)}${(Number(siret[position]) + shift) % 10}${siret.slice(position + 1)}`;
          if (!isValidSiret(siret)) return false;
          // a changed digit breaks Luhn; only La Poste's digit-sum exception could accept it
          return changed.startsWith('356000000') || !isValidSiret(changed);
        },
      ),
    );
  });
});

describe('normalizeSiret', () => {
  it('removes the spaces and dots of a printed number', () => {
    expect(normalizeSiret('732 829 320 00074')).toBe('73282932000074');
  });
});
