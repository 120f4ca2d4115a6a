import { api, elementsCutOff, smallTouchTargets, webHarnessForFile } from '@yoga/testing';
import type { Profile } from '@yoga/contracts';
import { newStudent, panel, seriousAxeViolations } from './student-helpers';

const harness = webHarnessForFile();

describe('larger text in the student panel (issue 37)', () => {
  it('on a phone: one tap in the header, 1.4× text, 48 px controls, no sideways scroll, kept on the profile', async () => {
    const { context, page, token } = await newStudent(harness, { width: 390 });
    await page.goto(`${harness.server.url}/user/dashboard`);
    const switchButton = panel(page).getByRole('button', { name: 'Larger text' });
    await switchButton.waitFor();
    const bodyText = () =>
      page.evaluate(() => {
        const p = document.querySelector('[data-panel-layout] main p');
        return p ? parseFloat(getComputedStyle(p).fontSize) : 0;
      });
    await panel(page).getByTestId('first-class').waitFor();
    expect(await bodyText()).toBe(14);

    await switchButton.click();
    expect(await switchButton.getAttribute('aria-pressed')).toBe('true');
    await page.waitForFunction(() => {
      const p = document.querySelector('[data-panel-layout] main p');
      return p && parseFloat(getComputedStyle(p).fontSize) >= 19.5;
    });
    expect(
      await smallTouchTargets(
        page,
        '[data-panel-layout]',
        'button, input:not([type=hidden]), .ant-select-selector',
      ),
    ).toEqual([]);
    expect(await elementsCutOff(page)).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Kept on her profile: a new device where she never chose opens large.
    const saved = async () =>
      (await api<Profile>(harness.server.url, token, 'GET', '/profile')).body.large_text;
    for (let i = 0; i < 50 && !(await saved()); i++) await page.waitForTimeout(100);
    expect(await saved()).toBe(true);
    const other = await harness.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await other.addInitScript(
      ([t, u]) => {
        localStorage.setItem('token', t);
        localStorage.setItem('user', u);
      },
      [token, await page.evaluate(() => localStorage.getItem('user') ?? '')] as const,
    );
    const laptop = await other.newPage();
    await laptop.goto(`${harness.server.url}/user/dashboard`);
    await laptop.waitForFunction(() => document.documentElement.hasAttribute('data-large-text'));
    expect(
      await laptop.evaluate(() => {
        const title = document.querySelector('[data-panel-layout] header strong');
        return title ? parseFloat(getComputedStyle(title).fontSize) : 0;
      }),
    ).toBe(22);
    await other.close();
    await context.close();
  });

  it('draws the profile and company forms (plain elements, issue 38) for a phone in Hindi with larger text', async () => {
    const { context, page } = await newStudent(harness, { width: 390 });
    await page.addInitScript(() => {
      localStorage.setItem('yoga.locale', 'hi');
      localStorage.setItem('yoga.largeText', '1');
    });
    for (const path of ['/user/profile', '/user/company']) {
      await page.goto(`${harness.server.url}${path}`);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-large-text'));
      await panel(page)
        .getByRole('button', { name: /^(प्रोफ़ाइल सेव करें|.*भुगतान.*)$/ })
        .first()
        .waitFor();
      expect(
        await smallTouchTargets(
          page,
          '[data-panel-layout] main',
          'button, input:not([type=hidden]):not([type=checkbox]), select, textarea',
        ),
      ).toEqual([]);
      expect(await elementsCutOff(page)).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
    await context.close();
  });

  it('speaks Hindi in the Hindi panel', async () => {
    const { context, page } = await newStudent(harness, { width: 390 });
    await page.addInitScript(() => localStorage.setItem('yoga.locale', 'hi'));
    await page.goto(`${harness.server.url}/user/dashboard`);
    await panel(page).getByRole('button', { name: 'बड़े अक्षर' }).click();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-large-text'));
    await context.close();
  });
});
