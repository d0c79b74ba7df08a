import { createPaymentSchema } from '../../validation/checkout-payment';

const ok = { orderNumber: 'mc-2345wxyz ', paiementId: 'a1b2-c3', type: 'card' };

describe('createPaymentSchema', () => {
  it('accepts a card or transfer payment of a valid order number (normalised)', () => {
    expect(createPaymentSchema.parse(ok)).toEqual({ orderNumber: 'MC-2345WXYZ', paiementId: 'a1b2-c3', type: 'card' });
    expect(createPaymentSchema.parse({ ...ok, type: 'transfer', security: 'tok' }).type).toBe('transfer');
  });

  it('refuses an invalid order number with the spec text', () => {
    const result = createPaymentSchema.safeParse({ ...ok, orderNumber: '12' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe("Le numero de commande n'est pas valide");
  });

  it('refuses another payment type and an odd attempt id', () => {
    expect(createPaymentSchema.safeParse({ ...ok, type: 'paypal' }).success).toBe(false);
    expect(createPaymentSchema.safeParse({ ...ok, paiementId: 'a b' }).success).toBe(false);
    expect(createPaymentSchema.safeParse({ ...ok, paiementId: 'x'.repeat(65) }).success).toBe(false);
  });
});
