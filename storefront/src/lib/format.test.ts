import { formatDate, formatDimensions, formatPower, formatWeight } from './format';

const NNBSP = '\u202f';

describe('technical attribute formats', () => {
  it('formats power and dimensions the French way', () => {
    expect(formatPower(1000)).toBe(`1${NNBSP}000 W`);
    expect(formatPower(null)).toBeNull();
    expect(formatDimensions(600, 580, 120)).toBe('600 × 580 × 120 mm');
    expect(formatDimensions(600, null, 120)).toBeNull();
  });

  it('shows grams under a kilo, else kilos with one decimal', () => {
    expect(formatWeight(850)).toBe('850 g');
    expect(formatWeight(12500)).toBe('12,5 kg');
    expect(formatWeight(0)).toBeNull();
  });

  it('writes dates in French', () => {
    expect(formatDate('2025-01-12T10:00:00.000Z')).toBe('12 janvier 2025');
    expect(formatDate('not a date')).toBeNull();
  });
});
