import { addDays, centsToEuros, eurosToCents, parseQuantity } from './money';
import { EMPTY_FILTERS, filtersFromSearch, searchOfFilters } from './filters';

describe('euros typed by staff ↔ integer cents', () => {
  it('reads French and dotted amounts, spaces and the euro sign, without float errors', () => {
    expect(eurosToCents('389,90')).toBe(38990);
    expect(eurosToCents('389,9')).toBe(38990);
    expect(eurosToCents('1 234,56 €')).toBe(123456);
    expect(eurosToCents('0,29')).toBe(29);
    expect(eurosToCents('19.99')).toBe(1999);
    expect(eurosToCents('0')).toBe(0);
    expect(eurosToCents('12')).toBe(1200);
  });

  it('refuses what is no amount in euros', () => {
    for (const bad of ['', ' ', '-5', '12,345', '12,3,4', 'abc', '1e3', '12 €,50x']) expect(eurosToCents(bad)).toBeNull();
  });

  it('writes cents back with the French comma', () => {
    expect(centsToEuros(38990)).toBe('389,90');
    expect(centsToEuros(5)).toBe('0,05');
    expect(centsToEuros(0)).toBe('0,00');
    expect(eurosToCents(centsToEuros(123456))).toBe(123456);
  });

  it('takes a whole quantity from 1', () => {
    expect(parseQuantity(' 3 ')).toBe(3);
    expect(parseQuantity('0')).toBeNull();
    expect(parseQuantity('2,5')).toBeNull();
    expect(parseQuantity('')).toBeNull();
  });

  it('counts validity days across months', () => {
    expect(addDays('2026-11-26', 30)).toBe('2026-12-26');
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
  });
});

describe('the list filters in the URL', () => {
  it('round-trips the filters set, drops unknown states and bad dates', () => {
    const filters = { state: 'answered', customer: 'Durand', from: '2026-11-01', to: '2026-11-30', page: 2 };
    expect(searchOfFilters(filters)).toBe('?state=answered&customer=Durand&from=2026-11-01&to=2026-11-30&page=2');
    expect(filtersFromSearch(searchOfFilters(filters))).toEqual(filters);
    expect(filtersFromSearch('?state=perdu&from=hier&page=-1')).toEqual(EMPTY_FILTERS);
    expect(searchOfFilters(EMPTY_FILTERS)).toBe('');
  });
});
