import { memberAccess } from './memberGate';
import { listPriceHt, loyaltyStanding, ownPriceHt } from './pricing';
import { filterChoices, parseProStoreQuery, proStoreUrl } from './storeFilters';

describe('pro store URL (spec 2.3)', () => {
  it('maps radiator types to their sub-category and marks the list dynamic', () => {
    expect(parseProStoreQuery('rd', '?type=inertie')).toEqual({ q: '', filter: 'inertie', categoryPath: 'radiateurs/inertie', dynamic: true });
    expect(parseProStoreQuery('rd', '?type=inertie-mobile').categoryPath).toBe('radiateurs/inertie-mobiles');
    expect(parseProStoreQuery('rd', '?type=double-coeur').categoryPath).toBe('radiateurs/double-coeur');
    expect(parseProStoreQuery('rd', '?type=panneau-rayonnant').categoryPath).toBe('radiateurs/panneau-rayonnant');
  });

  it('reads the towel dryer filters soufflerie=true and type=mobile', () => {
    expect(parseProStoreQuery('ssv', '?soufflerie=true').categoryPath).toBe('seche-serviette/soufflants');
    expect(parseProStoreQuery('ssv', '?type=mobile').categoryPath).toBe('seche-serviette/mobiles');
    expect(parseProStoreQuery('ssv', '?soufflerie=false')).toMatchObject({ filter: null, categoryPath: 'seche-serviette', dynamic: false });
  });

  it('drops an unknown or misplaced filter and keeps the static page', () => {
    expect(parseProStoreQuery('rd', '?type=fonte')).toEqual({ q: '', filter: null, categoryPath: 'radiateurs', dynamic: false });
    expect(parseProStoreQuery('bal', '?type=inertie')).toMatchObject({ filter: null, categoryPath: 'chauffe-eau', dynamic: false });
    expect(parseProStoreQuery(null, '?type=inertie')).toMatchObject({ categoryPath: null, dynamic: false });
  });

  it('searches the store with q, trimmed and bounded', () => {
    expect(parseProStoreQuery(null, '?q=%20radiateur%20')).toMatchObject({ q: 'radiateur', categoryPath: null, dynamic: true });
    expect(parseProStoreQuery(null, `?q=${'a'.repeat(300)}`).q).toHaveLength(100);
  });

  it('builds the filter links of each category', () => {
    expect(filterChoices('rd').map((c) => proStoreUrl('rd', c.query))).toEqual([
      '/pro/v1/store/rd/?type=inertie',
      '/pro/v1/store/rd/?type=double-coeur',
      '/pro/v1/store/rd/?type=panneau-rayonnant',
      '/pro/v1/store/rd/?type=inertie-mobile',
    ]);
    expect(filterChoices('ssv').map((c) => proStoreUrl('ssv', c.query))).toEqual(['/pro/v1/store/ssv/?soufflerie=true', '/pro/v1/store/ssv/?type=mobile']);
    expect(filterChoices('cli')).toEqual([]);
  });
});

describe('pro prices excluding tax', () => {
  it('shows the list price without VAT (20 %, half-up)', () => {
    expect(listPriceHt(49990)).toBe(41658);
    expect(listPriceHt(12000)).toBe(10000);
  });

  it('takes 2 % off the list price, then the loyalty tier, then the VAT', () => {
    expect(ownPriceHt(12000, 0)).toBe(9800); // 120 € TTC -> 117,60 TTC -> 98,00 HT
    expect(ownPriceHt(12000, 5)).toBe(9310); // 117,60 -> 111,72 TTC -> 93,10 HT
    expect(ownPriceHt(49990, 15)).toBe(34702); // 489,90 TTC -> 416,42 TTC (41641.5 up) -> 347,02 HT
  });
});

describe('loyalty standing', () => {
  const now = new Date('2026-11-25T00:00:00Z');
  const order = (date: string, state: string, ttc: number) => ({ date, state, total: { ttc } });

  it('counts paid orders of the last 12 months and tells what is left to the next tier', () => {
    const standing = loyaltyStanding([order('2026-10-01', 'DELIVERED', 150_000), order('2026-11-01', 'PAYED', 100_000)], now);
    expect(standing).toEqual({ paidCents: 250_000, tierPercent: 5, next: { percent: 10, leftCents: 750_000 } });
  });

  it('leaves out unpaid, cancelled and older orders', () => {
    const standing = loyaltyStanding(
      [order('2025-10-01', 'DELIVERED', 5_000_000), order('2026-10-01', 'PENDING', 300_000), order('2026-10-02', 'CANCELLED', 300_000)],
      now,
    );
    expect(standing).toEqual({ paidCents: 0, tierPercent: 0, next: { percent: 5, leftCents: 200_000 } });
  });

  it('has no next tier at the top', () => {
    expect(loyaltyStanding([order('2026-10-01', 'SENT', 3_000_000)], now).next).toBeNull();
  });
});

describe('member gate', () => {
  const session = (ready: boolean, isLogged: boolean, isPro: boolean) => ({ ready, user: { isLogged, isPro } });
  it('lets only a logged-in pro in', () => {
    expect(memberAccess(session(false, false, false))).toBe('checking');
    expect(memberAccess(session(true, false, false))).toBe('visitor');
    expect(memberAccess(session(true, true, false))).toBe('consumer');
    expect(memberAccess(session(true, true, true))).toBe('pro');
  });
});
