import { describeDatabase, startupBanner } from './startup-banner.js';

describe('the development start-up block', () => {
  it('names the address, the admin created now with the development password, and the database', () => {
    const text = startupBanner({
      brand: 'YogSutra Live',
      url: 'http://localhost:4000',
      createdAdmin: { email: 'admin@yoga.local', defaultPassword: 'change-me-yoga-admin' },
      dbUrl: undefined,
      sqlitePath: '/srv/yoga/data/yoga.sqlite',
    });
    expect(text).toContain('YogSutra Live is running');
    expect(text).toContain('Site and API  http://localhost:4000');
    expect(text).toContain('Admin login   admin@yoga.local / change-me-yoga-admin');
    expect(text).toContain('Database      embedded SQLite, /srv/yoga/data/yoga.sqlite');
  });

  it('never prints a password set in ADMIN_PASSWORD, nor the database credentials', () => {
    const text = startupBanner({
      brand: 'YogSutra Live',
      url: 'http://localhost:4000',
      createdAdmin: { email: 'owner@example.in' },
      dbUrl: 'mysql://yoga:s3cret@db.internal:3306/yoga',
      sqlitePath: '/unused',
    });
    expect(text).toContain('owner@example.in, with the ADMIN_PASSWORD you set');
    expect(text).toContain('MySQL/MariaDB at db.internal:3306/yoga');
    expect(text).not.toContain('s3cret');
    expect(describeDatabase('mysql://u:p@h/db', '')).toBe('MySQL/MariaDB at h/db');
    expect(describeDatabase(undefined, ':memory:')).toBe(
      'embedded SQLite, in memory (nothing is saved)',
    );
  });

  it('on a later start (no admin created) says where the login comes from', () => {
    const text = startupBanner({
      brand: 'YogSutra Live',
      url: 'http://localhost:4000',
      createdAdmin: null,
      dbUrl: undefined,
      sqlitePath: '/d.sqlite',
    });
    expect(text).toContain('Admin login   the account created on the first start');
  });
});
