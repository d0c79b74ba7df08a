import { staffGrantsBodySchema, STAFF_GRANTS_MESSAGES } from '../../validation/staff-grants';

const messageOf = (input: unknown) => {
  const parsed = staffGrantsBodySchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('staffGrantsBodySchema (PUT /api/admin/staff/{id})', () => {
  it('keeps known grants once each, in the order of section 6', () => {
    expect(staffGrantsBodySchema.parse({ grants: ['messages', 'orders', 'messages'] })).toEqual({ grants: ['orders', 'messages'] });
    expect(staffGrantsBodySchema.parse({ grants: [] })).toEqual({ grants: [] });
  });

  it('names an unknown grant in French', () => {
    expect(messageOf({ grants: ['orders', 'superadmin'] })).toBe("Le droit « superadmin » n'existe pas.");
    expect(messageOf({ grants: [12] })).toBe("Le droit « 12 » n'existe pas.");
  });

  it('refuses what is not a list of grants', () => {
    expect(messageOf({ grants: 'orders' })).toBe(STAFF_GRANTS_MESSAGES.grantsNotAList);
    expect(messageOf({})).toBe(STAFF_GRANTS_MESSAGES.grantsNotAList);
    expect(messageOf(null)).toBe(STAFF_GRANTS_MESSAGES.grantsNotAList);
    expect(messageOf({ grants: Array(101).fill('orders') })).toBe(STAFF_GRANTS_MESSAGES.grantsNotAList);
  });
});
