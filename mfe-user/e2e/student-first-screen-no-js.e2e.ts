import { HEALTH_QUESTION_IDS, istDate, istTime } from '@yoga/contracts';
import { api, webHarnessForFile, type Page } from '@yoga/testing';
import {
  adminToken,
  bookForStudent,
  newStudent,
  panel,
  seriousAxeViolations,
} from './student-helpers';

/**
 * Issue 37 on a slow phone: the dashboard's first screen before the panel's JavaScript has arrived
 * (ADR 0017). The remote's files are held back (as a 400 kbit/s network does for seconds) while the page's
 * first-screen script goes through: her next class shows with a Join that opens the meeting, in English
 * and in Hindi; when the panel's files arrive, the panel takes over.
 */
const harness = webHarnessForFile();
type Route = Parameters<Parameters<Page['route']>[1]>[0];

describe.each([
  ['en-IN', 'Join', 'Your next class', 'Welcome', false],
  ['hi-IN', 'जुड़ें', 'आपकी अगली क्लास', 'नमस्ते', true],
])(
  'the dashboard before the panel has loaded, %s, on a phone',
  (locale, join, next, welcome, large) => {
    it('shows her next class with a Join that opens the meeting; the panel then takes over', async () => {
      const session = await newStudent(harness, { width: 390, locale, name: 'Kamala Iyer' });
      const { page, context, token } = session;
      // Her language chosen on this device (libs/i18n's LOCALE_STORAGE_KEY), as the switch keeps it.
      await context.addInitScript(
        (chosen) => localStorage.setItem('yoga.locale', chosen),
        locale.slice(0, 2),
      );
      // Larger text chosen on this device (libs/i18n's LARGE_TEXT_STORAGE_KEY) in the Hindi run.
      if (large) await context.addInitScript(() => localStorage.setItem('yoga.largeText', '1'));
      const held: Route[] = [];
      try {
        const answered = await api(harness.server.url, token, 'PUT', '/health-questionnaire/me', {
          answers: Object.fromEntries(HEALTH_QUESTION_IDS.map((id) => [id, false])),
        });
        expect(answered.status).toBe(200);
        // A class in ten minutes: joining is open.
        const start = new Date(Date.now() + 10 * 60_000);
        const title = `First Screen Hatha ${locale}`;
        const link = `https://meet.example.in/first-screen-${locale}`;
        const admin = await adminToken(harness.server.url);
        const created = await api<{ id: number }>(harness.server.url, admin, 'POST', '/classes', {
          title,
          class_type: 'paid',
          date: istDate(start),
          time: istTime(start),
          link,
        });
        expect(created.status).toBe(201);
        await bookForStudent(harness.server.url, session, created.body.id, start);
        // The panel's JavaScript does not arrive; the first-screen script does.
        const panelFiles = (url: URL) =>
          url.pathname.startsWith('/mfe/user/') && !/first-screen\./.test(url.pathname);
        let release = false;
        await page.route(panelFiles, (route) => (release ? route.continue() : held.push(route)));

        await page.goto(`${harness.server.url}/user/dashboard`);
        const screen = page.locator('[data-first-screen="dashboard"]');
        await screen.getByRole('heading', { level: 1, name: new RegExp(welcome) }).waitFor();
        await screen.getByRole('heading', { level: 2, name: next }).waitFor();
        const item = screen.getByTestId('first-screen-booking').filter({ hasText: title });
        await item.waitFor();
        expect(await item.textContent()).toContain('IST');
        expect(await panel(page).count()).toBe(0);
        // Nothing sideways on a phone, nothing axe calls serious.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        expect(await seriousAxeViolations(page)).toEqual([]);
        const joinBox = (await item.getByRole('button', { name: join }).boundingBox())!;
        const headingSize = await screen
          .getByRole('heading', { level: 1 })
          .evaluate((h) => parseFloat(getComputedStyle(h).fontSize));
        // Larger text: 1.4× the panel's 30 px heading and 48 px targets.
        expect(headingSize).toBe(large ? 42 : 30);
        expect(joinBox.height).toBeGreaterThanOrEqual(large ? 48 : 40);

        const [meeting] = await Promise.all([
          page.waitForEvent('popup'),
          item.getByRole('button', { name: join }).click(),
        ]);
        await meeting.waitForURL(link);
        // The join was recorded as the panel's Join records it (attendance from the join click).
        const attendance = await api<{ class_id: number }[]>(
          harness.server.url,
          token,
          'GET',
          '/video/attendance/mine',
        );
        expect(attendance.body.some((a) => a.class_id === created.body.id)).toBe(true);

        // The panel's files arrive: the panel replaces the first screen.
        release = true;
        for (const route of held.splice(0)) await route.continue();
        await panel(page)
          .getByRole('heading', { level: 1, name: new RegExp(welcome) })
          .waitFor({ timeout: 90_000 })
          .catch(async (error: unknown) => {
            // What the page shows instead (a failure is clearer with it).
            throw new Error(`${String(error)}\n${await page.locator('body').innerText()}`);
          });
        await screen.waitFor({ state: 'detached' });
      } finally {
        for (const route of held) await route.abort().catch(() => undefined);
        await context.close();
      }
    });
  },
);

it('signed out or with an expired session, the script draws nothing and the panel does as before', async () => {
  const context = await harness.browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    await context.addInitScript(() => {
      localStorage.setItem('token', 'expired.token.value');
      localStorage.setItem('user', JSON.stringify({ id: 1, name: 'Old', role: 'user' }));
    });
    const page = await context.newPage();
    const answers: string[] = [];
    page.on('response', (res) => {
      if (res.url().includes('/api/bookings/mine')) answers.push(String(res.status()));
    });
    await page.goto(`${harness.server.url}/user/dashboard`);
    await page.waitForURL((url) => url.pathname.startsWith('/auth/login'));
    expect(answers).toContain('401');
    expect(await page.locator('[data-first-screen]').count()).toBe(0);
  } finally {
    await context.close();
  }
});

it('the server adds the first-screen script to the dashboard and the replays page only', async () => {
  const scriptOf = async (path: string) =>
    /<script src="(\/mfe\/user\/first-screen\.[0-9a-f]+\.js)" async fetchpriority="high">/.exec(
      await (await fetch(`${harness.server.url}${path}`)).text(),
    )?.[1];
  const dashboard = await scriptOf('/user/dashboard');
  expect(dashboard).toBeDefined();
  expect(await scriptOf('/user/replays')).toBe(dashboard);
  expect(await scriptOf('/user/bookings')).toBeUndefined();
  expect(await scriptOf('/admin/admin-dashboard')).toBeUndefined();
  expect(await scriptOf('/')).toBeUndefined();
  const script = await fetch(`${harness.server.url}${dashboard}`, {
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(script.status).toBe(200);
  expect(script.headers.get('cache-control')).toContain('immutable');
});
