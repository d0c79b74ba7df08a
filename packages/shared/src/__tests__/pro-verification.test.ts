import { proVerifiedAt } from '../pro-verification';

describe('proVerifiedAt', () => {
  it('reads an ISO date or date-time', () => {
    expect(proVerifiedAt({ pro_verified_at: '2026-11-20T09:30:00.000Z' })?.toISOString()).toBe('2026-11-20T09:30:00.000Z');
    expect(proVerifiedAt({ pro_verified_at: '2026-11-20' })?.toISOString()).toBe('2026-11-20T00:00:00.000Z');
  });

  it('treats null, absent and malformed values as not verified', () => {
    expect(proVerifiedAt(null)).toBeNull();
    expect(proVerifiedAt({})).toBeNull();
    expect(proVerifiedAt({ pro_verified_at: null })).toBeNull();
    expect(proVerifiedAt({ pro_verified_at: true })).toBeNull();
    expect(proVerifiedAt({ pro_verified_at: 'oui' })).toBeNull();
    expect(proVerifiedAt({ pro_verified_at: '2026-13-45' })).toBeNull();
  });
});
