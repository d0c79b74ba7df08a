import { ADMIN_MODULES } from './registry';
import { registrationProblems } from './routing';

describe('the registered back-office modules', () => {
  it('register each screen pattern and tile id once, written without slashes at the ends', () => {
    expect(ADMIN_MODULES.length).toBeGreaterThan(0);
    expect(registrationProblems(ADMIN_MODULES)).toEqual([]);
  });
});
