import { cartLineRequestSchema } from '../../validation/cart';

const EAN_INVALID = "Ce code EAN n'est pas valide (13 chiffres)";
const QUANTITY_INVALID = 'La quantité doit être un nombre entier positif';

describe('cartLineRequestSchema (PUT /api/cart)', () => {
  it('takes an EAN-13, a quantity of 1 by default, and fixed false by default', () => {
    expect(cartLineRequestSchema.parse({ ean: '3760123456784' })).toEqual({ ean: '3760123456784', quantity: 1, fixed: false });
    expect(cartLineRequestSchema.parse({ ean: ' 3760123456784 ', quantity: '3', fixed: true })).toEqual({
      ean: '3760123456784',
      quantity: 3,
      fixed: true,
    });
  });

  it('keeps 0, which removes the line', () => {
    expect(cartLineRequestSchema.parse({ ean: '3760123456784', quantity: 0 }).quantity).toBe(0);
  });

  it.each(['3760123456785', '376012345678', 'ABCDEFGHIJKLM', 3760123456784, undefined])('refuses the EAN %p in French', (ean) => {
    const result = cartLineRequestSchema.safeParse({ ean, quantity: 1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(EAN_INVALID);
  });

  it.each([-1, 2.5, 'deux'])('refuses the quantity %p in French', (quantity) => {
    const result = cartLineRequestSchema.safeParse({ ean: '3760123456784', quantity });
    expect(result.error?.issues[0].message).toBe(QUANTITY_INVALID);
  });

  it('refuses a fixed flag that is not a boolean and a body that is not an object', () => {
    expect(cartLineRequestSchema.safeParse({ ean: '3760123456784', fixed: 'oui' }).error?.issues[0].message).toBe(
      "Ce champ n'est pas valide",
    );
    expect(cartLineRequestSchema.safeParse([1]).error?.issues[0].message).toBe('Les informations envoyées ne sont pas valides');
  });
});
