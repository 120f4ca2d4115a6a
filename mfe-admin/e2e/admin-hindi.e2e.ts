import AxeBuilder from '@axe-core/playwright';
import type { Profile } from '@yoga/contracts';
import { api } from '@yoga/testing';
import { poll, startAdminSession, stopAdminSession, type AdminSession } from './admin-helpers';

let s: AdminSession;

beforeAll(async () => {
  s = await startAdminSession();
});

afterAll(async () => {
  await stopAdminSession(s);
});

const profileLanguage = async () =>
  (await api<Profile>(s.server.url, s.token, 'GET', '/profile')).body.language;

describe('the admin panel in Hindi', () => {
  it('switches to Hindi in the header, keeps it on the profile and after a reload, with no serious axe violation', async () => {
    const page = s.page;
    await page.goto(`${s.server.url}/admin/manage-classes`);
    await page.getByRole('heading', { level: 1, name: 'Manage Class' }).waitFor();

    await page
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: 'हिन्दी' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'क्लास मैनेज करें' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi-IN');
    expect(await poll(profileLanguage, (language) => language === 'hi')).toBe('hi');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'क्लास मैनेज करें' }).waitFor();
    const nav = page.getByRole('navigation');
    await nav.getByRole('link', { name: 'समय-सारणी' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Timetable' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'हिन्दी' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await page.getByRole('form', { name: 'क्लास का फ़ॉर्म' }).waitFor();

    const result = await new AxeBuilder({ page }).analyze();
    const serious = result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);

    // Back to English: the choice is kept the same way.
    await page
      .getByRole('group', { name: 'भाषा' })
      .getByRole('button', { name: 'English' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Manage Class' }).waitFor();
    expect(await poll(profileLanguage, (language) => language === 'en')).toBe('en');
  });
});
