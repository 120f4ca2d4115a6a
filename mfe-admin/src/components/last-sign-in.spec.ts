import { lastSignIn } from './last-sign-in';

describe('lastSignIn', () => {
  it('shows the instant in IST, or Never', () => {
    expect(lastSignIn('2026-11-23T13:15:00.000Z')).toMatch(/^23 Nov 2026, 6:45\s?pm IST$/i);
    expect(lastSignIn(null)).toBe('Never');
  });
});
