import type { Profile } from '@yoga/contracts';
import { api, registerUser, webHarnessForFile, type Page } from '@yoga/testing';

const s = webHarnessForFile();

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/**
 * Opens `path` on a slow phone (4x CPU) with the page's scripts held back until `typeWhilePainted` is done:
 * the visitor types into the server's painted HTML before any of the page's code has run (issue 38). Then
 * the scripts come, the page hydrates, and the form must still hold what was typed.
 */
async function typeBeforeHydration(
  path: string,
  typeWhilePainted: (page: Page) => Promise<void>,
): Promise<Page> {
  const context = await s.browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/mfe\/public\/.*\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${s.server.url}${path}`, { waitUntil: 'commit' });
  await page.locator('main form input').first().waitFor();
  await typeWhilePainted(page);
  // Still the server's HTML: nothing of React has run.
  expect(await isHydrated(page, 'main form')).toBe(false);
  release();
  await page.waitForFunction(
    () =>
      !document.querySelector('main [aria-busy="true"]') &&
      [...document.querySelectorAll('main form input')].every((el) =>
        Object.keys(el).some((key) => key.startsWith('__reactFiber$')),
      ),
    undefined,
    { timeout: 30_000 },
  );
  // Let React's tasks after hydration (effects, re-renders) and a frame pass.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
  );
  return page;
}

const isHydrated = (page: Page, selector: string) =>
  page.evaluate(
    (sel) =>
      Object.keys(document.querySelector(sel) ?? {}).some((key) => key.startsWith('__reactFiber$')),
    selector,
  );

async function typeInto(page: Page, id: string, text: string): Promise<void> {
  await page.locator(`#${id}`).tap();
  await page.keyboard.type(text);
}

const valueOf = (page: Page, id: string) => page.locator(`#${id}`).inputValue();

describe.each([
  { locale: 'en', prefix: '' },
  { locale: 'hi', prefix: '/hi' },
])('typing before the page has hydrated ($locale)', ({ prefix }) => {
  it('sign-up keeps the name, email, mobile, password and the ticked consent, and registers with them', async () => {
    const email = `early-${unique()}@example.in`;
    const page = await typeBeforeHydration(`${prefix}/auth/register`, async (p) => {
      await typeInto(p, 'field-name', 'Neha Gupta');
      await typeInto(p, 'field-email', email);
      await typeInto(p, 'field-number', '9812345678');
      await typeInto(p, 'field-password', 'tulsi-ginger-tea-42');
      await p.locator('main form input[type="checkbox"]').first().tap();
    });
    try {
      expect(await valueOf(page, 'field-name')).toBe('Neha Gupta');
      expect(await valueOf(page, 'field-email')).toBe(email);
      expect(await valueOf(page, 'field-number')).toBe('9812345678');
      expect(await valueOf(page, 'field-password')).toBe('tulsi-ginger-tea-42');
      expect(await page.locator('main form input[type="checkbox"]').first().isChecked()).toBe(true);
      // The page's state holds them too: sending registers her with what she typed.
      await page.locator('main form button[type="submit"]').tap();
      await page.waitForURL((url) => !url.pathname.endsWith('/auth/register'));
      const login = await api<{ token: string }>(s.server.url, null, 'POST', '/auth/login', {
        email,
        password: 'tulsi-ginger-tea-42',
      });
      expect([200, 201]).toContain(login.status);
      const profile = (await api<Profile>(s.server.url, login.body.token, 'GET', '/profile')).body;
      expect(profile.name).toBe('Neha Gupta');
      expect(Object.values(profile.consents).some(Boolean)).toBe(true);
    } finally {
      await page.context().close();
    }
  });

  it('log in keeps the email and password, and signs in with them', async () => {
    const student = await registerUser(s.server.url);
    const page = await typeBeforeHydration(`${prefix}/auth/login`, async (p) => {
      await typeInto(p, 'field-email', student.email);
      await typeInto(p, 'field-password', student.password);
    });
    try {
      expect(await valueOf(page, 'field-email')).toBe(student.email);
      expect(await valueOf(page, 'field-password')).toBe(student.password);
      await page.locator('main form button[type="submit"]').tap();
      await page.waitForURL((url) => url.pathname.startsWith('/user/'));
    } finally {
      await page.context().close();
    }
  });
});
