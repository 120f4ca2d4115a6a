import { signInAs, TEST_ADMIN, type Page } from '@yoga/testing';
import { startAdminSession, stopAdminSession, type AdminSession } from './admin-helpers';

let s: AdminSession;

beforeAll(async () => {
  s = await startAdminSession();
});

afterAll(async () => {
  await stopAdminSession(s);
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** A page signed in as the seeded admin at this size, the panel in this language. */
async function adminPage(viewport: typeof PHONE, locale: 'en' | 'hi'): Promise<Page> {
  const context = await s.browser.newContext({ viewport, isMobile: viewport === PHONE });
  await signInAs(context, s.server.url, TEST_ADMIN.email, TEST_ADMIN.password);
  // The kept language choice (@yoga/i18n LOCALE_STORAGE_KEY).
  await context.addInitScript((l) => localStorage.setItem('yoga.locale', l), locale);
  return context.newPage();
}

/** Every address the page went through, to see it settle (one redirect at most). */
function addressesOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
  });
  return seen;
}

const pathname = (page: Page) => page.evaluate(() => location.pathname);

const CASES = [
  { name: 'phone, English', viewport: PHONE, locale: 'en' as const },
  { name: 'phone, Hindi', viewport: PHONE, locale: 'hi' as const },
  { name: 'desktop, English', viewport: DESKTOP, locale: 'en' as const },
  { name: 'desktop, Hindi', viewport: DESKTOP, locale: 'hi' as const },
];

const TEXT = {
  en: { notFound: 'Page not found', dashboard: 'Dashboard', settings: 'Settings' },
  hi: { notFound: 'पेज नहीं मिला', dashboard: 'डैशबोर्ड', settings: 'सेटिंग्स' },
};

describe.each(CASES)('an address the admin panel does not have ($name)', ({ viewport, locale }) => {
  it('sends the guessed names to the real screens, in one step', async () => {
    const page = await adminPage(viewport, locale);
    try {
      for (const [guess, real] of [
        ['/admin/plans', '/admin/price'],
        ['/admin/blogs', '/admin/create-blog'],
        ['/admin/instructors', '/admin/manage-user'],
        ['/admin/site-settings?tab=email', '/admin/settings'],
      ]) {
        await page.goto(`${s.server.url}${guess}`);
        await page.waitForURL((url) => url.pathname === real);
        if (guess.includes('?')) expect(new URL(page.url()).search).toBe('?tab=email');
        await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
        expect(await pathname(page)).toBe(real);
      }
    } finally {
      await page.context().close();
    }
  });

  it('shows a not-found page inside the panel with links to its sections, and the address stays', async () => {
    const page = await adminPage(viewport, locale);
    const seen = addressesOf(page);
    try {
      await page.goto(`${s.server.url}/admin/no-such-screen/deeper`);
      await page.getByRole('heading', { level: 1, name: TEXT[locale].notFound }).waitFor();
      // Nothing grows the address afterwards (it used to become …/admin-dashboard/admin-dashboard/…).
      await page.waitForLoadState('networkidle');
      expect(await pathname(page)).toBe('/admin/no-such-screen/deeper');
      expect(seen.every((path) => path === '/admin/no-such-screen/deeper')).toBe(true);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(
        locale === 'hi' ? 'hi-IN' : 'en-IN',
      );
      const main = page.getByRole('main');
      const link = main.getByRole('link', { name: TEXT[locale].settings, exact: true });
      expect(await link.getAttribute('href')).toBe('/admin/settings');
      expect(
        await main.getByRole('link', { name: TEXT[locale].dashboard, exact: true }).count(),
      ).toBe(1);
      await link.click();
      await page.waitForURL((url) => url.pathname === '/admin/settings');
    } finally {
      await page.context().close();
    }
  });
});
