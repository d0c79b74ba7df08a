import { promoCreateSchema, type ApiPromo } from '@shop/shared';
import { EMPTY_PROMO, formValuesOf, promoBodyOf } from './form';
import { promoMessages as m } from './messages';

describe('the promo form ↔ the API body', () => {
  it('turns euros into integer cents and local days into instants, blanks into null', () => {
    const result = promoBodyOf({ ...EMPTY_PROMO, code: 'hiver15', kind: 'fixed', value: '15,50', minimum: '200', startsAt: '2026-12-01', endsAt: '2026-12-31' });
    expect(result.errors).toBeNull();
    const parsed = promoCreateSchema.parse(result.body);
    expect(parsed).toMatchObject({ code: 'HIVER15', kind: 'fixed', value: 1550, minimumCents: 20000, usageLimit: null });
    expect(new Date(parsed.startsAt!).getDate()).toBe(1);
    expect(new Date(parsed.endsAt!).getHours()).toBe(23);
  });

  it('refuses an amount that is no amount under its field, and leaves percentages to the shared schema', () => {
    expect(promoBodyOf({ ...EMPTY_PROMO, kind: 'fixed', value: '15,555' }).errors).toEqual({ value: m.amountInvalid });
    expect(promoBodyOf({ ...EMPTY_PROMO, minimum: 'beaucoup' }).errors).toEqual({ minimum: m.amountInvalid });
    const percent = promoBodyOf({ ...EMPTY_PROMO, code: 'X10', value: '150' });
    expect(promoCreateSchema.safeParse(percent.body).success).toBe(false);
  });

  it('reads a stored promo back into the same texts', () => {
    const promo: ApiPromo = {
      id: 'promo_1', code: 'CHAUFFAGE20', kind: 'fixed', value: 2000, minimumCents: 20000, startsAt: null, endsAt: null,
      usageLimit: 10, used: 2, audience: 'pros', active: true, combinable: false,
    };
    const values = formValuesOf(promo);
    expect(values).toMatchObject({ value: '20,00', minimum: '200,00', usageLimit: '10', audience: 'pros', startsAt: '' });
    expect(promoCreateSchema.parse(promoBodyOf(values).body)).toMatchObject({ value: 2000, minimumCents: 20000, usageLimit: 10 });
  });
});
