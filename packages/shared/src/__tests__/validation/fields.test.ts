import fc from 'fast-check';
import { z } from 'zod';
import {
  CITY_PATTERN,
  PERSON_NAME_PATTERN,
  cityField,
  countryCodeField,
  frenchPhoneField,
  isFrenchPhone,
  optionalText,
  personNameField,
  requiredText,
  zipCodeField,
} from '../../validation/fields';

const REQUIRED = 'Ce champ est obligatoire';
const LETTERS_ONLY = 'Ce champ ne peut contenir que des lettres';
const TOO_LONG = 'Ce champ ne peut pas dépasser 32 caractères';

function messageOf(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0].message;
}

describe('requiredText and optionalText', () => {
  it('trims, requires, and limits text to 32 characters', () => {
    expect(requiredText().parse('  12 rue des Lilas ')).toBe('12 rue des Lilas');
    expect(messageOf(requiredText(), undefined)).toBe(REQUIRED);
    expect(messageOf(requiredText(), null)).toBe(REQUIRED);
    expect(messageOf(requiredText(), '   ')).toBe(REQUIRED);
    expect(messageOf(requiredText(), 42)).toBe("Ce champ n'est pas valide");
    expect(requiredText().parse('x'.repeat(32))).toHaveLength(32);
    expect(messageOf(requiredText(), 'x'.repeat(33))).toBe(TOO_LONG);
  });

  it('turns blank and null optional texts into undefined', () => {
    const schema = z.object({ extra: optionalText() });
    expect(schema.parse({})).toEqual({});
    expect(schema.parse({ extra: null })).toEqual({ extra: undefined });
    expect(schema.parse({ extra: '  ' })).toEqual({ extra: undefined });
    expect(schema.parse({ extra: ' Bât. B ' })).toEqual({ extra: 'Bât. B' });
    expect(messageOf(schema, { extra: 'x'.repeat(33) })).toBe(TOO_LONG);
  });
});

describe('personNameField', () => {
  it.each(['Marie', 'Jean-Pierre', "d'Artagnan", 'D’Artagnan', 'Le Goff', 'Zoë', 'Éléonore', 'Nuñez', 'Østergaard'])(
    'accepts %p',
    (name) => {
      expect(personNameField().parse(name)).toBe(name);
    },
  );

  it.each(['Marie2', 'J.', 'Jean_Pierre', 'Jean@', '-Jean', "'Jean", '<script>'])('refuses %p', (name) => {
    expect(messageOf(personNameField(), name)).toBe(LETTERS_ONLY);
  });

  it('refuses any name holding a digit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), fc.integer({ min: 0, max: 9 }), (text, digit) => {
        return !PERSON_NAME_PATTERN.test(`A${text}${digit}`);
      }),
    );
  });
});

describe('cityField', () => {
  it.each(['Paris', 'Saint-Étienne', 'Aix en Provence', "L'Haÿ-les-Roses", 'St. Malo', 'Köln'])(
    'accepts %p',
    (city) => {
      expect(cityField().parse(city)).toBe(city);
    },
  );

  it.each(['Lyon Cedex 03', 'Paris 15e', 'Nice!', '.Paris', 'Paris_Nord'])('refuses %p', (city) => {
    expect(messageOf(cityField(), city)).toBe('Ce champ ne peut contenir que des lettres, des tirets et des points');
  });

  it('matches letters, hyphens and dots after a first letter', () => {
    expect(CITY_PATTERN.test('A.-B')).toBe(true);
  });
});

describe('zipCodeField', () => {
  it.each(['1000', '75001', '1234567890', ' 69002 '])('accepts %p', (zip) => {
    expect(zipCodeField().parse(zip)).toBe(zip.trim());
  });

  it.each(['123', '12345678901', '75 001', 'SW1A1AA', '7500a'])('refuses %p', (zip) => {
    expect(messageOf(zipCodeField(), zip)).toBe('Le code postal doit contenir de 4 à 10 chiffres');
  });

  it('accepts exactly strings of 4 to 10 digits', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 14 }), (zip) => {
        return zipCodeField().safeParse(zip).success === (zip.length >= 4 && zip.length <= 10);
      }),
    );
  });
});

describe('frenchPhoneField', () => {
  it.each([
    ['0612345678', '0612345678'],
    ['06 12 34 56 78', '0612345678'],
    ['01.23.45.67.89', '0123456789'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['+33612345678', '+33612345678'],
    ['09-87-65-43-21', '0987654321'],
  ])('accepts %p as %p', (raw, compact) => {
    expect(frenchPhoneField().parse(raw)).toBe(compact);
  });

  it.each(['061234567', '06123456789', '0012345678', '+3306123456', '+44 7911 123456', '06 12 34 56 7a', '6123456789'])(
    'refuses %p',
    (raw) => {
      expect(messageOf(frenchPhoneField(), raw)).toBe(
        'Saisissez un numéro de téléphone français valide (commençant par 0 ou +33)',
      );
    },
  );

  it('requires a value', () => {
    expect(messageOf(frenchPhoneField(), '')).toBe(REQUIRED);
  });

  it('accepts any 0 + nine digits or +33 + nine digits (first not 0), whatever the separators', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('0', '+33'),
        fc.integer({ min: 1, max: 9 }),
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 8, maxLength: 8 }),
        fc.constantFrom('', ' ', '.', '-'),
        (prefix, first, rest, separator) => {
          const spaced = `${prefix}${first}${separator}${rest.match(/../g)!.join(separator)}`;
          return isFrenchPhone(spaced);
        },
      ),
    );
  });
});

describe('countryCodeField', () => {
  const schema = z.object({ countryCode: countryCodeField() });

  it('defaults to FR and upper-cases', () => {
    expect(schema.parse({})).toEqual({ countryCode: 'FR' });
    expect(schema.parse({ countryCode: '' })).toEqual({ countryCode: 'FR' });
    expect(schema.parse({ countryCode: ' be ' })).toEqual({ countryCode: 'BE' });
  });

  it.each(['FRA', 'F', '12', 4])('refuses %p', (code) => {
    expect(messageOf(schema, { countryCode: code })).toBe("Ce code pays n'est pas valide");
  });
});
