import { LOW_DATA_STORAGE_KEY } from '../../libs/i18n/src/low-data';
import { webHarnessForFile, type Page } from '@yoga/testing';
import { newPage, openPage } from './public-helpers';

/**
 * Low data (issue 37): on a phone, the home page with low data on (her choice on the device, or the
 * browser's wish to save data, `navigator.connection.saveData` or the `Save-Data: on` header the server
 * reads) asks for fewer pictures than with it off: the ones below the fold are never fetched, and no
 * slideshow moves by itself; drawn by the server, the pictures above the fold are their smallest files.
 */
const s = webHarnessForFile();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

type Setup = (page: Page) => Promise<unknown>;

/** The home page read to its end: the pictures asked for, and whether the slideshows moved on their own. */
async function readHome(setup?: Setup) {
  const { context, page } = await newPage(s.browser, PHONE);
  try {
    if (setup) await setup(page);
    const images = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && !request.url().startsWith('data:'))
        images.add(request.url());
    });
    await openPage(page, s.server.url, '/');
    // Read down the page as a reader would, so every lazy picture comes near the viewport.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 300) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
    });
    await page.waitForLoadState('networkidle');
    const slides = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('[data-active-index]')].map((el) =>
          el.getAttribute('data-active-index'),
        ),
      );
    const before = await slides();
    // Longer than the hero's first advance (2 s) and the founder carousel's interval (4 s).
    await page.waitForTimeout(5_500);
    const after = await slides();
    const lowData = await page.evaluate(() =>
      document.documentElement.hasAttribute('data-low-data'),
    );
    return { images: images.size, moved: before.join() !== after.join(), lowData };
  } finally {
    await context.close();
  }
}

describe('low data on the public pages (issue 37)', () => {
  it('asks for fewer pictures and moves no slideshow, by her choice or the browser’s Save-Data', async () => {
    const off = await readHome();
    const chosen = await readHome((page) =>
      page.addInitScript((key) => localStorage.setItem(key, '1'), LOW_DATA_STORAGE_KEY),
    );
    const saveData = await readHome((page) =>
      page.addInitScript(() =>
        Object.defineProperty(navigator, 'connection', { get: () => ({ saveData: true }) }),
      ),
    );
    // The browser's Save-Data: on header alone (no script sees it): the server draws the low-data page.
    const header = await readHome((page) => page.setExtraHTTPHeaders({ 'Save-Data': 'on' }));
    expect(off.lowData).toBe(false);
    expect(off.images).toBeGreaterThan(0);
    expect(off.moved).toBe(true);
    for (const on of [chosen, saveData, header]) {
      expect(on.lowData).toBe(true);
      expect(on.images).toBeLessThan(off.images);
      expect(on.moved).toBe(false);
    }
    // Printed for the record: how many pictures each way.
    // The document itself: drawn low-data by the server for the header, kept apart (Vary: Save-Data).
    const { context, page } = await newPage(s.browser, PHONE);
    try {
      const low = await page.request.get(`${s.server.url}/`, { headers: { 'Save-Data': 'on' } });
      expect(/^<!doctype html><html lang="[^"]+" data-low-data="">/.test(await low.text())).toBe(
        true,
      );
      expect(low.headers()['vary']).toContain('Save-Data');
      const full = await page.request.get(`${s.server.url}/`);
      expect(/^<!doctype html><html lang="[^"]+"><head>/.test(await full.text())).toBe(true);
    } finally {
      await context.close();
    }
    // Printed for the record: how many pictures each way.
    console.info(
      `images: off ${off.images}, chosen ${chosen.images}, saveData ${saveData.images}, ` +
        `Save-Data header ${header.images}`,
    );
  });
});
