import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import {
  ORDER_NOT_FOUND,
  ORDER_NUMBER_ALPHABET,
  isValidOrderNumber,
  newOrderNumber,
  orderLookupSchema,
  orderNumberSchema,
} from '../../validation/orders';
import { fieldErrors } from './helpers';

const INVALID = "Le numero de commande n'est pas valide";

describe('newOrderNumber', () => {
  it('maps each random byte to one sign of the alphabet', () => {
    expect(newOrderNumber(() => new Uint8Array([0, 1, 2, 3, 28, 29, 30, 31]))).toBe('MC-2345WXYZ');
    // only the low five bits count, so 32 and 0 give the same sign (no modulo bias with 32 signs)
    expect(newOrderNumber(() => new Uint8Array([32, 64, 255, 224, 8, 9, 10, 11]))).toBe('MC-22Z2ABCD');
  });

  it('uses 32 signs without the look-alikes 0, O, 1 and I', () => {
    expect(ORDER_NUMBER_ALPHABET).toHaveLength(32);
    expect(new Set(ORDER_NUMBER_ALPHABET).size).toBe(32);
    expect(ORDER_NUMBER_ALPHABET).not.toMatch(/[0O1I]/);
  });

  it('refuses a random source giving too few bytes', () => {
    expect(() => newOrderNumber(() => new Uint8Array(4))).toThrow(RangeError);
  });

  it('always makes a number the schema accepts', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 8, maxLength: 8 }), (bytes) => {
        const number = newOrderNumber(() => bytes);
        return isValidOrderNumber(number) && orderNumberSchema.parse(number) === number;
      }),
    );
  });

  it('does not repeat over a few thousand draws from crypto', () => {
    const numbers = new Set(Array.from({ length: 5000 }, () => newOrderNumber(randomBytes)));
    expect(numbers.size).toBe(5000);
  });
});

describe('orderNumberSchema', () => {
  it('trims and upper-cases what people type', () => {
    expect(orderNumberSchema.parse(' mc-abcd2345 ')).toBe('MC-ABCD2345');
  });

  it.each(['', 'MC-ABCD234', 'MC-ABCD23456', 'MC-ABCD0345', 'MC-ABCDI345', 'XX-ABCD2345', 'ABCD2345', 12345678, null])(
    'refuses %p with the spec text',
    (value) => {
      const result = orderNumberSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([INVALID]);
    },
  );
});

describe('orderLookupSchema', () => {
  it('accepts an e-mail and an order number', () => {
    expect(orderLookupSchema.parse({ email: ' Client@Exemple.fr', order: 'mc-abcd2345' })).toEqual({
      email: 'client@exemple.fr',
      order: 'MC-ABCD2345',
    });
  });

  it('gives the spec texts', () => {
    expect(fieldErrors(orderLookupSchema, { email: 'client', order: '1234' })).toEqual({
      email: 'Saisissez une adresse email valide',
      order: INVALID,
    });
    expect(fieldErrors(orderLookupSchema, {})).toEqual({
      email: 'Vous devez saisir une adresse email',
      order: INVALID,
    });
  });

  it('exports the not-found text literally', () => {
    expect(ORDER_NOT_FOUND).toBe("Aucune commande correspondant à ces critères n'a était trouvé");
  });
});
