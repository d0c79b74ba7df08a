import { EMPTY_FILTERS, eurosToCents, filtersFromSearch, pageCount, searchOfFilters } from './format';

describe('eurosToCents', () => {
  it('reads French and dotted amounts into cents without floats', () => {
    expect(eurosToCents('19,90')).toBe(1990);
    expect(eurosToCents('19.9')).toBe(1990);
    expect(eurosToCents(' 1 234,5 € ')).toBe(123450);
    expect(eurosToCents('0,01')).toBe(1);
    expect(eurosToCents('1190,10')).toBe(119010);
  });

  it('refuses what is not an amount above zero', () => {
    for (const text of ['', '0', '0,00', '-5', '12,345', 'abc', '1e3', '12,']) expect(eurosToCents(text)).toBeNull();
  });
});

describe('list filters in the URL', () => {
  it('round-trips the filters and drops the defaults', () => {
    const filters = { ...EMPTY_FILTERS, state: 'PAYED,READY', customer: 'pro' as const, q: 'dupont', late: true, page: 2 };
    expect(searchOfFilters(filters)).toBe('?state=PAYED%2CREADY&customer=pro&q=dupont&late=true&page=2');
    expect(filtersFromSearch(searchOfFilters(filters))).toEqual(filters);
    expect(searchOfFilters(EMPTY_FILTERS)).toBe('');
    expect(filtersFromSearch('?customer=vip&page=-3')).toEqual(EMPTY_FILTERS);
  });

  it('counts pages', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25)).toBe(1);
    expect(pageCount(26)).toBe(2);
  });
});
