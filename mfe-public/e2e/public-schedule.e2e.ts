import { gzipSync } from 'node:zlib';
import { api, TEST_ADMIN, webHarnessForFile, type Page } from '@yoga/testing';
import {
  addIstDays,
  istToday,
  PUBLIC_SSR,
  SCHEDULE_DAYS,
  type TimetableSlot,
  type YogaClass,
} from '@yoga/contracts';
import { newPage, openPage } from './public-helpers';

const s = webHarnessForFile();
/** What the schedule's own code (its page chunk: code, English messages, styles) may add to `/`'s JavaScript. */
const OWN_JS_KB = 3;
const INSTRUCTOR = 'Meera Joshi';

/** Console errors and warnings (a hydration mismatch is reported there), and uncaught errors. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/** Gzipped JavaScript a page loads (as scripts/bench-web.mjs counts it), in KB. */
async function javascriptKb(page: Page, url: string): Promise<number> {
  const scripts = new Set<string>();
  const onRequest = (req: { resourceType(): string; url(): string }) => {
    if (req.resourceType() === 'script') scripts.add(req.url());
  };
  page.on('request', onRequest);
  await openPage(page, s.server.url, url);
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  let bytes = 0;
  for (const src of scripts)
    bytes += gzipSync(Buffer.from(await (await fetch(src)).arrayBuffer()), { level: 6 }).length;
  return bytes / 1024;
}

/** The page is no wider than the window: nothing to scroll sideways. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('the public class schedule', () => {
  const today = istToday();
  let classes: YogaClass[];

  beforeAll(async () => {
    // Every slot of the timetable gets an instructor; its classes follow.
    const login = await api<{ token: string }>(s.server.url, null, 'POST', '/auth/login', {
      email: TEST_ADMIN.email,
      password: TEST_ADMIN.password,
    });
    const token = login.body.token;
    // Who teaches is an instructor account (issue 38), named to students.
    const account = await api<{ id: number }>(s.server.url, token, 'POST', '/manageusers', {
      name: INSTRUCTOR,
      email: 'schedule.instructor@example.in',
      role: 'Instructor',
      status: 'Active',
    });
    expect(account.status).toBe(201);
    const slots = (await api<TimetableSlot[]>(s.server.url, token, 'GET', '/timetable/slots')).body;
    for (const { id, instructor_name: _n, instructor_legacy: _l, ...slot } of slots) {
      const res = await api(s.server.url, token, 'PUT', `/timetable/slots/${id}`, {
        ...slot,
        instructor_id: account.body.id,
      });
      expect(res.status).toBe(200);
    }
    const to = addIstDays(today, SCHEDULE_DAYS - 1);
    classes = (await api<YogaClass[]>(s.server.url, null, 'GET', `/classes?from=${today}&to=${to}`))
      .body;
    expect(classes.length).toBeGreaterThan(30);
  });

  it('is server-rendered: the HTML holds the coming week by day, morning and evening, with instructors and Book links', async () => {
    const res = await fetch(`${s.server.url}/schedule`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>Class schedule<\/h1>/);
    const days = [...html.matchAll(/<h2 id="day-(\d{4}-\d{2}-\d{2})"/g)].map((m) => m[1]);
    expect(days).toEqual(Array.from({ length: SCHEDULE_DAYS }, (_, i) => addIstDays(today, i)));
    expect(html).toContain('>Morning</h3>');
    expect(html).toContain('>Evening</h3>');
    expect(html).toContain(`<span translate="no">${INSTRUCTOR}</span>`);
    // Tomorrow's first class, its time in IST and a Book link that signs in, then opens it in the panel.
    const first = classes.find((c) => c.date === addIstDays(today, 1))!;
    expect(html).toContain(first.title);
    const next = encodeURIComponent(`/user/classbook?class=${first.id}`);
    expect(html).toContain(`href="/auth/login?next=${next}"`);
    // The data it was drawn with goes with it (hydration needs no request), without join links.
    expect(html).toContain('"schedule":{"from":"' + today + '"');
    const data = html.match(
      new RegExp(
        `<script type="application/json" id="${PUBLIC_SSR.dataElementId}">(.*?)</script>`,
        's',
      ),
    )![1];
    const route = (JSON.parse(data) as { route: { schedule: unknown } }).route;
    expect(JSON.stringify(route.schedule)).toContain(String(first.id));
    expect(JSON.stringify(route.schedule)).not.toMatch(/"link":/);
    // In the sitemap, in both languages.
    const sitemap = await (await fetch(`${s.server.url}/sitemap.xml`)).text();
    expect(sitemap).toMatch(/<loc>[^<]*\/schedule<\/loc>/);
    expect(sitemap).toMatch(/<loc>[^<]*\/hi\/schedule<\/loc>/);
  });

  it(`reads on a 390 px phone without sideways scrolling, hydrates without a console error, at most ${OWN_JS_KB} KB of JavaScript over the home page's`, async () => {
    const { context, page } = await newPage(s.browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const home = await javascriptKb(page, '/');
    const problems = watchConsole(page);
    const apiCalls: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/classes')) apiCalls.push(req.url());
    });
    // A fresh load (not a client-side navigation): what a visitor who opens /schedule downloads.
    const own = (await javascriptKb(page, '/schedule')) - home;
    expect(own).toBeLessThanOrEqual(OWN_JS_KB);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    // Each class shows its whole time, title and instructor: nothing cut off.
    const row = page.locator('main li li').first();
    await row.scrollIntoViewIfNeeded();
    const clipped = await page.evaluate(
      () =>
        [...document.querySelectorAll('main li li span, main li li a')].filter(
          (el) =>
            el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > innerWidth,
        ).length,
    );
    expect(clipped).toBe(0);
    expect(await page.getByText(`Instructor: ${INSTRUCTOR}`).count()).toBeGreaterThan(30);
    // The week came with the page: no extra request for it.
    expect(apiCalls).toEqual([]);
    expect(problems).toEqual([]);

    // A Book link asks the visitor to sign in, then brings them to that class in the panel.
    const book = page.getByRole('link', { name: /^Book / }).first();
    const href = await book.getAttribute('href');
    expect(href).toMatch(/^\/auth\/login\?next=%2Fuser%2Fclassbook%3Fclass%3D\d+$/);
    await book.click();
    await page.waitForURL((url) => url.pathname === '/auth/login');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is in Hindi at /hi/schedule', async () => {
    const { context, page } = await newPage(s.browser, { viewport: { width: 390, height: 844 } });
    const problems = watchConsole(page);
    await openPage(page, s.server.url, '/hi/schedule');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi-IN');
    await page.getByRole('heading', { level: 1, name: 'क्लास की समय-सारणी' }).waitFor();
    expect(await page.getByRole('heading', { level: 3, name: 'सुबह' }).count()).toBe(SCHEDULE_DAYS);
    expect(await page.getByText('आज', { exact: true }).count()).toBe(1);
    // Times in the Hindi way; links stay in Hindi (sign-in at /hi/auth/login).
    expect(await page.locator('main').textContent()).toMatch(/शाम \d{1,2}:\d{2} बजे IST/);
    const href = await page.getByRole('link', { name: /बुक करें/ }).first().getAttribute('href');
    expect(href).toMatch(/^\/hi\/auth\/login\?next=/);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('reads fully with JavaScript off, and after a client-side visit from another page', async () => {
    const off = await newPage(s.browser, { javaScriptEnabled: false });
    await off.page.goto(`${s.server.url}/schedule`);
    expect(await off.page.locator('main h2').count()).toBe(SCHEDULE_DAYS);
    expect(await off.page.getByRole('link', { name: /^Book / }).count()).toBeGreaterThan(30);
    await off.context.close();

    const { context, page } = await newPage(s.browser, { viewport: { width: 1280, height: 800 } });
    const problems = watchConsole(page);
    await openPage(page, s.server.url, '/price');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Schedule' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Class schedule' }).waitFor();
    await page
      .locator('main h2')
      .nth(SCHEDULE_DAYS - 1)
      .waitFor();
    expect(await page.locator('main h2').count()).toBe(SCHEDULE_DAYS);
    expect(await page.getByText(`Instructor: ${INSTRUCTOR}`).count()).toBeGreaterThan(30);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
