import fc from 'fast-check';
import { z } from 'zod';
import { MAX_CART_QUANTITY, parseCartQuantity } from '../../validation/cart-quantity';
import { cartQuantitySchema } from '../../validation/quantity';

const INVALID = 'La quantité doit être un nombre entier positif';

describe('parseCartQuantity', () => {
  it.each([
    [undefined, 1],
    [null, 1],
    ['', 1],
    ['  ', 1],
    [0, 0],
    ['0', 0],
    [3, 3],
    [' 12 ', 12],
    ['+4', 4],
    ['007', 7],
    [999, 999],
  ])('%p -> %d', (raw, quantity) => {
    expect(parseCartQuantity(raw)).toEqual({ success: true, quantity });
  });

  it.each([-1, '-2', 2.5, '2.5', NaN, Infinity, '1e3', 'abc', '3 pièces', '0x10', true, {}, []])(
    'refuses %p in French',
    (raw) => {
      expect(parseCartQuantity(raw)).toEqual({ success: false, message: INVALID });
    },
  );

  it('refuses more than the shop limit', () => {
    expect(MAX_CART_QUANTITY).toBe(999);
    expect(parseCartQuantity(1000)).toEqual({ success: false, message: 'La quantité ne peut pas dépasser 999' });
    expect(parseCartQuantity('99999999999999999999')).toEqual({
      success: false,
      message: 'La quantité ne peut pas dépasser 999',
    });
  });

  it('accepts exactly the integers from 0 to the limit, as numbers or digit strings', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5000, max: 5000 }), fc.boolean(), (n, asText) => {
        const result = parseCartQuantity(asText ? String(n) : n);
        return n >= 0 && n <= MAX_CART_QUANTITY ? result.success && result.quantity === n : !result.success;
      }),
    );
  });
});

describe('cartQuantitySchema', () => {
  const body = z.object({ quantity: cartQuantitySchema });

  it('defaults to 1 and parses text', () => {
    expect(body.parse({})).toEqual({ quantity: 1 });
    expect(body.parse({ quantity: '5' })).toEqual({ quantity: 5 });
  });

  it('reports the French text on the quantity field', () => {
    const result = body.safeParse({ quantity: -3 });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['quantity'], message: INVALID })]);
  });
});
