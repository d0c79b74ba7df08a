import { FLOA_OFFER_CODE, instalments, instalmentTotal } from './floa';

describe('3-payment offer (section 9)', () => {
  it('is the net TTC amount plus 3 %, in integer cents rounded half up', () => {
    expect(instalmentTotal(100000)).toBe(103000);
    expect(instalmentTotal(49900)).toBe(51397);
    // 0,50 € × 1.03 = 0,515 € → 0,52 €
    expect(instalmentTotal(50)).toBe(52);
    // 0,49 € × 1.03 = 0,5047 € → 0,50 €
    expect(instalmentTotal(49)).toBe(50);
    expect(instalmentTotal(0)).toBe(0);
    expect(Number.isInteger(instalmentTotal(123457))).toBe(true);
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => instalmentTotal(10.5)).toThrow(RangeError);
    expect(() => instalmentTotal(-1)).toThrow(RangeError);
  });

  it('splits the total in three whole-cent payments that add up to it', () => {
    expect(instalments(51397)).toEqual([17133, 17132, 17132]);
    expect(instalments(103000).reduce((a, b) => a + b, 0)).toBe(103000);
  });

  it('uses the offer code BC3XF', () => {
    expect(FLOA_OFFER_CODE).toBe('BC3XF');
  });
});
