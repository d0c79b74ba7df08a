import { dueDayText, shortRevision } from './days';

describe('dev desk display rules', () => {
  it('writes a due day in French order without shifting it', () => {
    expect(dueDayText('2026-12-01')).toBe('01/12/2026');
    expect(dueDayText(null)).toBe('—');
  });

  it('shortens a git revision to 7 characters', () => {
    expect(shortRevision('470b0126d2c8f3d2f5b1a6a0f1e4c2b3a4d5e6f7')).toBe('470b012');
  });
});
