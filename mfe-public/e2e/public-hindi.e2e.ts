import AxeBuilder from '@axe-core/playwright';
import { LOCALE_STORAGE_KEY } from '../../libs/i18n/src/locale';
import { webHarnessForFile, type Page } from '@yoga/testing';
import { newPage, openPage, settleAnimations } from './public-helpers';

const s = webHarnessForFile();

/** The page's visible heading and language once its scripts have run. */
async function headingAndLang(page: Page) {
  return {
    h1: (await page.locator('main h1').first().textContent())?.trim(),
    lang: await page.evaluate(() => document.documentElement.lang),
  };
}

/** Console errors and warnings (a hydration mismatch is reported there). */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

describe('the public site in Hindi', () => {
  it('serves /hi/price rendered in Hindi, with lang, canonical and hreflang alternates in both languages', async () => {
    const hindi = await (await fetch(`${s.server.url}/hi/price`)).text();
    expect(hindi).toMatch(/^<!doctype html><html lang="hi-IN">/);
    expect(hindi).toMatch(/<h1[^>]*>सदस्यता एक नज़र में<\/h1>/);
    expect(hindi).toMatch(/<link rel="canonical" href="[^"]*\/hi\/price">/);
    const english = await (await fetch(`${s.server.url}/price`)).text();
    expect(english).toMatch(/^<!doctype html><html lang="en-IN">/);
    expect(english).toMatch(/<h1[^>]*>Subscription At Glance<\/h1>/);
    for (const html of [hindi, english]) {
      expect(html).toMatch(/<link rel="alternate" hreflang="en-IN" href="[^"]*\/price">/);
      expect(html).toMatch(/<link rel="alternate" hreflang="hi-IN" href="[^"]*\/hi\/price">/);
      expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]*\/price">/);
    }
    // Every English route keeps working unchanged.
    expect((await fetch(`${s.server.url}/price`)).status).toBe(200);
  });

  it('switches on /price, keeps Hindi after a reload, and a shared /hi link opens in Hindi', async () => {
    const { context, page } = await newPage(s.browser);
    const problems = watchConsole(page);
    await openPage(page, s.server.url, '/price');
    expect(await headingAndLang(page)).toEqual({ h1: 'Subscription At Glance', lang: 'en-IN' });

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'हिन्दी' })
      .click();
    await page.waitForURL(/\/hi\/price$/);
    await page.getByRole('heading', { level: 1, name: 'सदस्यता एक नज़र में' }).waitFor();
    expect(await headingAndLang(page)).toEqual({ h1: 'सदस्यता एक नज़र में', lang: 'hi-IN' });
    expect(await page.evaluate((key) => localStorage.getItem(key), LOCALE_STORAGE_KEY)).toBe('hi');
    // Links now lead to the Hindi pages.
    expect(
      await page
        .getByRole('navigation', { name: 'मुख्य' })
        .getByRole('link', { name: 'ब्लॉग' })
        .getAttribute('href'),
    ).toBe('/hi/blogs');

    await page.reload();
    await page.locator('main h1').first().waitFor();
    expect(await headingAndLang(page)).toEqual({ h1: 'सदस्यता एक नज़र में', lang: 'hi-IN' });

    // The English address, opened by a visitor who chose Hindi, leads to the Hindi page.
    await page.goto(`${s.server.url}/about`);
    await page.waitForURL(/\/hi\/about$/);
    await page.getByRole('heading', { level: 1, name: 'हर भारतीय घर तक रोज़ का योग' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();

    // A shared link, opened by someone who never chose: Hindi, and it stays Hindi on navigation.
    const shared = await newPage(s.browser, { locale: 'en-IN' });
    const sharedProblems = watchConsole(shared.page);
    await openPage(shared.page, s.server.url, '/hi/contact');
    expect(await headingAndLang(shared.page)).toEqual({ h1: 'संपर्क करें', lang: 'hi-IN' });
    await shared.page
      .getByRole('navigation', { name: 'मुख्य' })
      .getByRole('link', { name: 'कीमतें' })
      .click();
    await shared.page.waitForURL(/\/hi\/price$/);
    await shared.page.getByRole('heading', { level: 1, name: 'सदस्यता एक नज़र में' }).waitFor();
    expect(sharedProblems).toEqual([]);
    await shared.context.close();
  });

  it('follows the browser language on a first visit to an English address', async () => {
    const { context, page } = await newPage(s.browser, { locale: 'hi-IN' });
    await page.goto(`${s.server.url}/price`);
    await page.waitForURL(/\/hi\/price$/);
    await page.getByRole('heading', { level: 1, name: 'सदस्यता एक नज़र में' }).waitFor();
    await context.close();
  });

  it('has no serious or critical axe violations on Hindi pages, and nothing overflows at 360 px', async () => {
    const { context, page } = await newPage(s.browser, { viewport: { width: 360, height: 740 } });
    const problems: string[] = [];
    for (const path of [
      '/hi',
      '/hi/price',
      '/hi/about',
      '/hi/privacy-policy',
      '/hi/auth/register',
    ]) {
      await openPage(page, s.server.url, path);
      await settleAnimations(page);
      const result = await new AxeBuilder({ page }).analyze();
      for (const v of result.violations) {
        if (v.impact === 'serious' || v.impact === 'critical') {
          problems.push(
            `${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          );
        }
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
      if (overflow > 360) problems.push(`${path}: page is ${overflow}px wide at 360px`);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
