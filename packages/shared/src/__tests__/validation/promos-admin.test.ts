import { mergePromoUpdate, PROMO_TEXTS, promoCreateSchema, promoListQuerySchema, promoUpdateSchema } from '../../validation/promos-admin';
import { formatZodError } from '../../validation/errors';
import { fieldErrors } from './helpers';

describe('promoCreateSchema', () => {
  it('upper-cases the code and fills the defaults', () => {
    expect(promoCreateSchema.parse({ code: ' hiver15 ', kind: 'percentage', value: 15 })).toEqual({
      code: 'HIVER15',
      kind: 'percentage',
      value: 15,
      minimumCents: null,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      audience: 'all',
      active: true,
      combinable: false,
    });
  });

  it('keeps dates as ISO instants and amounts in cents', () => {
    const promo = promoCreateSchema.parse({
      code: 'PRO-50',
      kind: 'fixed',
      value: 5000,
      minimumCents: 30000,
      startsAt: '2026-12-01',
      endsAt: '2026-12-31T23:00:00Z',
      usageLimit: 100,
      audience: 'pros',
    });
    expect(promo.startsAt).toBe('2026-12-01T00:00:00.000Z');
    expect(promo.endsAt).toBe('2026-12-31T23:00:00.000Z');
    expect(promo.value).toBe(5000);
  });

  it.each([
    [{ code: 'AB', kind: 'fixed', value: 100 }, 'code', PROMO_TEXTS.code],
    [{ code: 'NOËL', kind: 'fixed', value: 100 }, 'code', PROMO_TEXTS.code],
    [{ code: '22-ABCDEF', kind: 'fixed', value: 100 }, 'code', PROMO_TEXTS.codeLikeQuotation],
    [{ code: 'HIVER', kind: 'rebate', value: 100 }, 'kind', PROMO_TEXTS.kind],
    [{ code: 'HIVER', kind: 'percentage', value: 101 }, 'value', PROMO_TEXTS.percentage],
    [{ code: 'HIVER', kind: 'fixed', value: 0 }, 'value', PROMO_TEXTS.fixed],
    [{ code: 'HIVER', kind: 'fixed', value: 9.99 }, 'value', PROMO_TEXTS.fixed],
    [{ code: 'HIVER', kind: 'fixed', value: 100, minimumCents: -1 }, 'minimumCents', PROMO_TEXTS.minimum],
    [{ code: 'HIVER', kind: 'fixed', value: 100, startsAt: '31/12/2026' }, 'startsAt', PROMO_TEXTS.date],
    [{ code: 'HIVER', kind: 'fixed', value: 100, startsAt: '2026-12-31', endsAt: '2026-12-01' }, 'endsAt', PROMO_TEXTS.dates],
    [{ code: 'HIVER', kind: 'fixed', value: 100, usageLimit: 0 }, 'usageLimit', PROMO_TEXTS.usageLimit],
    [{ code: 'HIVER', kind: 'fixed', value: 100, audience: 'everyone' }, 'audience', PROMO_TEXTS.audience],
  ])('refuses %j on %s in French', (input, field, message) => {
    expect(fieldErrors(promoCreateSchema, input)[field]).toBe(message);
  });

  it('refuses fields it does not know', () => {
    const result = promoCreateSchema.safeParse({ code: 'HIVER', kind: 'fixed', value: 100, rules: [] });
    expect(result.success).toBe(false);
  });
});

describe('promo updates', () => {
  const stored = promoCreateSchema.parse({ code: 'HIVER', kind: 'fixed', value: 2000, startsAt: '2026-12-01' });

  it('merges a change and checks the whole promo', () => {
    const merged = mergePromoUpdate(stored, promoUpdateSchema.parse({ kind: 'percentage', value: 20 }));
    expect(merged.success && merged.data).toMatchObject({ code: 'HIVER', kind: 'percentage', value: 20 });
  });

  it('refuses a change that breaks a rule across fields (a fixed 2000 becoming 2000 %, an end before the stored start)', () => {
    const percent = mergePromoUpdate(stored, promoUpdateSchema.parse({ kind: 'percentage' }));
    expect(percent.success ? null : formatZodError(percent.error).message).toBe(PROMO_TEXTS.percentage);
    const ends = mergePromoUpdate(stored, promoUpdateSchema.parse({ endsAt: '2026-11-01' }));
    expect(ends.success ? null : formatZodError(ends.error).message).toBe(PROMO_TEXTS.dates);
  });

  it('lets a change clear the dates and the limit', () => {
    expect(promoUpdateSchema.parse({ startsAt: null, usageLimit: null })).toEqual({ startsAt: null, usageLimit: null });
  });
});

describe('promoListQuerySchema', () => {
  it('reads the page from the query string', () => {
    expect(promoListQuerySchema.parse({ page: '3', search: 'hiv' })).toEqual({ page: 3, search: 'HIV' });
    expect(fieldErrors(promoListQuerySchema, { page: '0' }).page).toBe(PROMO_TEXTS.page);
  });
});
