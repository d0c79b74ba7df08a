import { defaultRange, shortDay } from './range';

describe('dashboard period', () => {
  it('opens on the last 30 Paris days', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Paris
    expect(defaultRange(new Date('2026-12-31T23:30:00Z'))).toEqual({ start: '2026-12-03', end: '2027-01-01' });
  });
  it('writes days as dd/mm', () => {
    expect(shortDay('2026-11-05')).toBe('05/11');
  });
});
