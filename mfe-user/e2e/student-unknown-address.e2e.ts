import { webHarnessForFile, type Page } from '@yoga/testing';
import { newStudent, panel } from './student-helpers';

const harness = webHarnessForFile();

const PHONE = 390;
const DESKTOP = 1280;

const CASES = [
  { name: 'phone, English', width: PHONE, locale: 'en' as const },
  { name: 'phone, Hindi', width: PHONE, locale: 'hi' as const },
  { name: 'desktop, English', width: DESKTOP, locale: 'en' as const },
  { name: 'desktop, Hindi', width: DESKTOP, locale: 'hi' as const },
];

const TEXT = {
  en: { notFound: 'Page not found', profile: 'Profile', dashboard: 'Dashboard' },
  hi: { notFound: 'पेज नहीं मिला', profile: 'प्रोफ़ाइल', dashboard: 'डैशबोर्ड' },
};

const pathname = (page: Page) => page.evaluate(() => location.pathname);

describe.each(CASES)('an address the student panel does not have ($name)', ({ width, locale }) => {
  it('sends the guessed names to the real screens and shows a not-found page with the sections for the rest', async () => {
    const { context, page } = await newStudent(harness, { width });
    try {
      // The kept language choice (@yoga/i18n LOCALE_STORAGE_KEY).
      await context.addInitScript((l) => localStorage.setItem('yoga.locale', l), locale);
      for (const [guess, real] of [
        ['/user/schedule', '/user/classbook'],
        ['/user/payments', '/user/payment'],
        ['/user/account', '/user/profile'],
      ]) {
        await page.goto(`${harness.server.url}${guess}`);
        await page.waitForURL((url) => url.pathname === real);
        await panel(page).getByRole('heading', { level: 1 }).first().waitFor();
        expect(await pathname(page)).toBe(real);
      }

      const seen: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
      });
      await page.goto(`${harness.server.url}/user/no-such-screen`);
      await panel(page).getByRole('heading', { level: 1, name: TEXT[locale].notFound }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await pathname(page)).toBe('/user/no-such-screen');
      expect(seen.every((path) => path === '/user/no-such-screen')).toBe(true);
      const sections = panel(page).getByRole('main').getByRole('navigation');
      const profile = sections.getByRole('link', { name: TEXT[locale].profile, exact: true });
      expect(await profile.getAttribute('href')).toBe('/user/profile');
      expect(
        await sections.getByRole('link', { name: TEXT[locale].dashboard, exact: true }).count(),
      ).toBe(1);
      await profile.click();
      await page.waitForURL((url) => url.pathname === '/user/profile');
    } finally {
      await context.close();
    }
  });
});
