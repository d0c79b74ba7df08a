import { deliveryEstimate, formatDeliveryDate, isWorkingDay } from './delivery';

const day = (y: number, m: number, d: number, hour = 10) => new Date(y, m - 1, d, hour);
const ymd = (date: Date) => [date.getFullYear(), date.getMonth() + 1, date.getDate()];

describe('deliveryEstimate: 5 working days from today', () => {
  it.each([
    ['a plain week, Monday → next Monday', day(2026, 11, 23), [2026, 11, 30]],
    ['a Saturday order → Friday (the weekend is skipped)', day(2026, 11, 21), [2026, 11, 27]],
    ['Easter Monday (6 April 2026) is skipped', day(2026, 4, 2), [2026, 4, 10]],
    ['Ascension (Thursday 14 May 2026) is skipped', day(2026, 5, 12), [2026, 5, 20]],
    ['Whit Monday (25 May 2026) is skipped', day(2026, 5, 20), [2026, 5, 28]],
    ['1 May (a Friday in 2026) is skipped', day(2026, 4, 29), [2026, 5, 7]],
    ['25 December (a Friday in 2026) is skipped', day(2026, 12, 22), [2026, 12, 30]],
    ['over New Year: 1 January 2027 is skipped', day(2026, 12, 29), [2027, 1, 6]],
  ])('%s', (_label, today, expected) => {
    expect(ymd(deliveryEstimate(today))).toEqual(expected);
  });

  it('does not depend on the hour of the day nor move across daylight-saving changes', () => {
    // 29 March 2026 is the spring change in France
    expect(ymd(deliveryEstimate(day(2026, 3, 26, 0)))).toEqual(ymd(deliveryEstimate(day(2026, 3, 26, 23))));
    expect(ymd(deliveryEstimate(day(2026, 3, 26)))).toEqual([2026, 4, 2]);
  });

  it('knows weekends and holidays are not working days', () => {
    expect(isWorkingDay(day(2026, 7, 14))).toBe(false);
    expect(isWorkingDay(day(2026, 11, 28))).toBe(false);
    expect(isWorkingDay(day(2026, 11, 26))).toBe(true);
    // Good Friday is a holiday only in Alsace-Moselle: it counts as a working day here
    expect(isWorkingDay(day(2026, 4, 3))).toBe(true);
  });

  it('reads the date in French', () => {
    expect(formatDeliveryDate(day(2026, 4, 10))).toBe('vendredi 10 avril');
  });
});
