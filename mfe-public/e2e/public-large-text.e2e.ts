import AxeBuilder from '@axe-core/playwright';
import { LARGE_TEXT_STORAGE_KEY } from '../../libs/i18n/src/text-size';
import { elementsCutOff, smallTouchTargets, webHarnessForFile, type Page } from '@yoga/testing';
import { newPage, openPage, settleAnimations } from './public-helpers';

const s = webHarnessForFile();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const rootFontSize = (page: Page) =>
  page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));

describe('larger text (issue 37)', () => {
  it('is one tap in the phone menu, kept on the device, applied before the first paint of the next page', async () => {
    const { context, page } = await newPage(s.browser, PHONE);
    await openPage(page, s.server.url, '/');
    expect(await rootFontSize(page)).toBe(16);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const toggle = page.locator('#site-drawer').getByRole('button', { name: 'Larger text' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await rootFontSize(page)).toBeCloseTo(22.4, 1);
    expect(await page.evaluate((key) => localStorage.getItem(key), LARGE_TEXT_STORAGE_KEY)).toBe(
      '1',
    );

    // The next page is large from its first paint: the attribute is set before the page's code runs.
    await page.goto(`${s.server.url}/price`, { waitUntil: 'commit' });
    await page.waitForSelector('main h1', { state: 'attached' });
    expect(
      await page.evaluate(() => ({
        large: document.documentElement.hasAttribute('data-large-text'),
        hydrated: Object.keys(document.querySelector('footer') ?? {}).some((k) =>
          k.startsWith('__reactFiber$'),
        ),
      })),
    ).toMatchObject({ large: true });
    await context.close();
  });

  it.each(['/', '/price', '/schedule', '/auth/register', '/hi/price', '/hi/auth/login'])(
    'on a 390 px phone, %s scrolls no sideways, cuts nothing off and has 48 px controls',
    async (path) => {
      const { context, page } = await newPage(s.browser, PHONE);
      await page.addInitScript((key) => localStorage.setItem(key, '1'), LARGE_TEXT_STORAGE_KEY);
      await openPage(page, s.server.url, path);
      await settleAnimations(page);
      expect(await rootFontSize(page)).toBeCloseTo(22.4, 1);
      expect(await elementsCutOff(page)).toEqual([]);
      expect(await smallTouchTargets(page)).toEqual([]);
      await context.close();
    },
  );

  it('on a laptop, the bar gives way to the menu so nothing is cut off; axe finds nothing', async () => {
    const { context, page } = await newPage(s.browser, { viewport: { width: 1280, height: 800 } });
    await page.addInitScript((key) => localStorage.setItem(key, '1'), LARGE_TEXT_STORAGE_KEY);
    for (const path of ['/', '/price']) {
      await openPage(page, s.server.url, path);
      await settleAnimations(page);
      expect(await elementsCutOff(page)).toEqual([]);
      expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(true);
      const result = await new AxeBuilder({ page }).analyze();
      expect(
        result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
      ).toEqual([]);
    }
    // Switched off from the menu, the bar is back.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#site-drawer').getByRole('button', { name: 'Larger text' }).click();
    expect(await rootFontSize(page)).toBe(16);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pricing' })
      .waitFor();
    await context.close();
  });

  it('speaks Hindi on the Hindi pages', async () => {
    const { context, page } = await newPage(s.browser, PHONE);
    await openPage(page, s.server.url, '/hi');
    await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
    const toggle = page.locator('#site-drawer').getByRole('button', { name: 'बड़े अक्षर' });
    await toggle.click();
    expect(await rootFontSize(page)).toBeCloseTo(22.4, 1);
    await context.close();
  });
});
