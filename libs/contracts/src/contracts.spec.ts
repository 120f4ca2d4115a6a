import {
  formatPrice,
  homePathForRole,
  panelPathForRole,
  REMOTES,
  remoteForPath,
  isPanelPath,
  loginPathWithNext,
  parseRole,
  safeNextPath,
  subscriptionEndDate,
  subscriptionNumber,
  trialDaysLeft,
  composeMailUrl,
  telHref,
} from './index.js';

describe('prices and subscription dates', () => {
  it('formats prices for India and the US', () => {
    expect(formatPrice(12000, 'INR')).toBe('₹12,000');
    expect(formatPrice(325, 'USD')).toBe('$325');
  });

  it('computes a subscription end date, clamping to the month end', () => {
    expect(subscriptionEndDate(new Date(2026, 0, 31), 1).getDate()).toBe(28);
    expect(subscriptionEndDate(new Date(2026, 10, 22), 12).getFullYear()).toBe(2027);
    expect(subscriptionNumber(2026, 1)).toBe('YS/2026/00001');
  });
});

describe('trialDaysLeft', () => {
  const start = new Date('2026-11-01T10:00:00Z');
  it('is 14 on the day of registration', () => {
    expect(trialDaysLeft(start, new Date('2026-11-01T10:00:01Z'))).toBe(14);
  });
  it('counts down and reaches 0 after 14 days', () => {
    expect(trialDaysLeft(start, new Date('2026-11-08T10:00:00Z'))).toBe(7);
    expect(trialDaysLeft(start, new Date('2026-11-15T10:00:00Z'))).toBe(0);
    expect(trialDaysLeft(start, new Date('2027-01-01T00:00:00Z'))).toBe(0);
  });
  it('is 0 for an unreadable date', () => {
    expect(trialDaysLeft('not a date')).toBe(0);
  });
});

describe('roles and routes', () => {
  it('parses roles case-insensitively', () => {
    expect(parseRole('Instructor')).toBe('instructor');
    expect(parseRole(' ADMIN ')).toBe('admin');
    expect(parseRole('student')).toBeUndefined();
    expect(parseRole(42)).toBeUndefined();
  });
  it('sends each role to its panel', () => {
    expect(homePathForRole('admin')).toBe('/admin/admin-dashboard');
    expect(homePathForRole('user')).toBe('/user/dashboard');
    expect(homePathForRole('instructor')).toBe('/admin/console');
    expect(panelPathForRole('instructor')).toBe('/admin/console');
    expect(panelPathForRole('admin')).toBe('/admin/admin-dashboard');
  });
  it('names each remote once and finds the one that renders a path', () => {
    expect(REMOTES.map((r) => [r.scope, r.area, r.manifestPath, r.envVar])).toEqual([
      ['mfe_public', '/', '/mfe/public/mf-manifest.json', 'REMOTE_PUBLIC_URL'],
      ['mfe_user', '/user', '/mfe/user/mf-manifest.json', 'REMOTE_USER_URL'],
      ['mfe_admin', '/admin', '/mfe/admin/mf-manifest.json', 'REMOTE_ADMIN_URL'],
    ]);
    expect(remoteForPath('/admin/users').scope).toBe('mfe_admin');
    expect(remoteForPath('/user').scope).toBe('mfe_user');
    expect(remoteForPath('/users-guide').scope).toBe('mfe_public');
    expect(remoteForPath('/').scope).toBe('mfe_public');
    expect(new Set(REMOTES.map((r) => r.devPort)).size).toBe(REMOTES.length);
  });
  it('recognises panel paths', () => {
    expect(isPanelPath('/admin')).toBe(true);
    expect(isPanelPath('/user/dashboard')).toBe(true);
    expect(isPanelPath('/users-guide')).toBe(false);
    expect(isPanelPath('/')).toBe(false);
  });
  it('only accepts same-site next paths', () => {
    expect(loginPathWithNext('/user/bookings?x=1')).toBe(
      '/auth/login?next=%2Fuser%2Fbookings%3Fx%3D1',
    );
    expect(safeNextPath('/admin/users')).toBe('/admin/users');
    expect(safeNextPath('//evil.example')).toBeUndefined();
    expect(safeNextPath('https://evil.example')).toBeUndefined();
    expect(safeNextPath(null)).toBeUndefined();
  });
  it('builds contact links', () => {
    expect(telHref('+91 98100 00000')).toBe('tel:+919810000000');
    expect(composeMailUrl('a@b.in')).toContain('to=a%40b.in');
  });
});
