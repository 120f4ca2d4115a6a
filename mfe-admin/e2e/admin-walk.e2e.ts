// What the owner ran into on a 1280×800 laptop: issue 28, "Found walking the site".
import { api, registerUser, signInAs, TEST_ADMIN, type Page } from '@yoga/testing';
import { startAdminSession, stopAdminSession, type AdminSession } from './admin-helpers';

let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
  // A paid and a refunded payment and a class, so that every table has rows with every action.
  const student = await registerUser(s.server.url, {
    name: 'Venkataraman Subramanian Iyer',
    email: `venkataraman.subramanian.iyer.${Date.now()}@example.in`,
  });
  const login = await api<{ token: string }>(s.server.url, null, 'POST', '/auth/login', {
    email: student.email,
    password: student.password,
  });
  for (const plan of ['super', 'big'] as const) {
    const order = await api<{ order_id: string }>(
      s.server.url,
      login.body.token,
      'POST',
      '/payments/orders',
      { plan, currency: 'INR', use_credits: false },
    );
    const done = await api(s.server.url, login.body.token, 'POST', '/payments/sandbox/complete', {
      order_id: order.body.order_id,
      outcome: 'success',
    });
    await api(s.server.url, login.body.token, 'POST', '/payments/verify', done.body);
  }
  const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const cls = await api<{ id: number }>(s.server.url, s.token, 'POST', '/classes', {
    title: 'Morning Hatha and Pranayama for Beginners',
    class_type: 'paid',
    date: tomorrow,
    time: '06:45',
    link: 'https://meet.example.in/a-rather-long-meeting-room-name-for-the-morning-class',
  });
  // A booking with a long note, for the bookings table (issue 38).
  const booked = await api(s.server.url, login.body.token, 'POST', '/bookings/class', {
    name: student.name,
    email: student.email,
    phone: '9876543210',
    class_id: cls.body.id,
    preferred_date: tomorrow,
    preferred_time: '06:45',
    notes:
      'Recovering from a knee injury last year; please suggest gentler variations of the standing poses.',
  });
  expect(booked.status).toBe(201);
}, 120_000);
afterAll(() => stopAdminSession(s));

/** Every console error and uncaught exception of `page` from now on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

async function useLanguage(language: 'en' | 'hi') {
  await api(s.server.url, s.token, 'PATCH', '/profile', { language });
  await s.page.evaluate((l) => localStorage.setItem('yoga.locale', l), language);
}

/** The Instructor column's heading in the Hindi panel. */
const INSTRUCTOR_HI = 'ट्रेनर';

describe('admin tables at 1280×800', () => {
  beforeAll(async () => {
    await s.page.setViewportSize({ width: 1280, height: 800 });
    await s.page.goto(`${s.server.url}/admin/admin-dashboard`);
  });
  afterAll(() => useLanguage('en'));

  it.each([
    ['en', 'manage-user', 'Actions'],
    ['en', 'manage-classes', 'Actions'],
    ['en', 'payments', 'Actions'],
    ['hi', 'manage-user', 'काम'],
    ['hi', 'manage-classes', 'काम'],
    ['hi', 'payments', 'काम'],
  ] as const)(
    '%s /admin/%s: no sideways scrolling, Actions in view',
    async (language, path, actions) => {
      await useLanguage(language);
      await s.page.goto(`${s.server.url}/admin/${path}`);
      const row = s.page.locator('tbody tr[data-row-key]').first();
      await row.waitFor();
      const overflow = await s.page.evaluate(() => {
        const content = document.querySelector(
          '.ant-table-content, .ant-table-body, [data-plain-table]',
        );
        return {
          table: content ? content.scrollWidth - content.clientWidth : -1,
          page: document.documentElement.scrollWidth - window.innerWidth,
        };
      });
      expect(overflow).toEqual({ table: 0, page: 0 });
      const header = s.page.getByRole('columnheader', { name: actions, exact: true });
      const box = await header.boundingBox();
      expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(1280);
      // The row's status and its first action are on the screen.
      const button = await row.getByRole('button').first().boundingBox();
      expect((button?.x ?? Infinity) + (button?.width ?? 0)).toBeLessThanOrEqual(1280);
      const tag = await row.locator('.ant-tag, [data-plain-tag]').first().boundingBox();
      expect((tag?.x ?? Infinity) + (tag?.width ?? 0)).toBeLessThanOrEqual(1280);
      if (path === 'manage-classes') {
        // Each class's instructor has a column of its own, in view (issue 38).
        const name = language === 'hi' ? INSTRUCTOR_HI : 'Instructor';
        const column = await s.page.getByRole('columnheader', { name, exact: true }).boundingBox();
        expect((column?.x ?? Infinity) + (column?.width ?? 0)).toBeLessThanOrEqual(1280);
      }
    },
  );
});

describe('more admin tables at 1280×800 (issue 38)', () => {
  beforeAll(async () => {
    await s.page.setViewportSize({ width: 1280, height: 800 });
    await s.page.goto(`${s.server.url}/admin/admin-dashboard`);
  });
  afterAll(() => useLanguage('en'));

  it.each([
    ['en', 'price'],
    ['en', 'timetable'],
    ['en', 'bookings'],
    ['en', 'messages'],
    ['hi', 'price'],
    ['hi', 'timetable'],
    ['hi', 'bookings'],
    ['hi', 'messages'],
  ] as const)(
    '%s /admin/%s: no sideways scrolling, every column in view',
    async (language, path) => {
      await useLanguage(language);
      await s.page.goto(`${s.server.url}/admin/${path}`);
      const row = s.page.locator('tbody tr[data-row-key]').first();
      await row.waitFor();
      const overflow = await s.page.evaluate(() => {
        const content = document.querySelector(
          '.ant-table-content, .ant-table-body, [data-plain-table]',
        );
        const main = document.querySelector('main') ?? document.body;
        const headers = [...document.querySelectorAll('.ant-table-thead th')];
        const right = Math.max(...headers.map((h) => h.getBoundingClientRect().right));
        return {
          table: content ? content.scrollWidth - content.clientWidth : -1,
          page: document.documentElement.scrollWidth - window.innerWidth,
          pastMain: right > main.getBoundingClientRect().right + 1,
        };
      });
      expect(overflow).toEqual({ table: 0, page: 0, pastMain: false });
    },
  );
});

describe('switching language on the dashboard and the messages', () => {
  it.each(['admin-dashboard', 'messages'])(
    '/admin/%s: English → Hindi → English → Hindi with no console error',
    async (path) => {
      // A fresh context (no language kept), as the admin opens the panel on a new device.
      const context = await s.browser.newContext({ viewport: { width: 1280, height: 800 } });
      await signInAs(context, s.server.url, TEST_ADMIN.email, TEST_ADMIN.password);
      const page = await context.newPage();
      const errors = consoleErrors(page);
      await page.goto(`${s.server.url}/admin/${path}`);
      await page.locator('[data-remote="mfe_admin"] h1').first().waitFor();
      for (const [to, lang] of [
        ['हिन्दी', 'hi-IN'],
        ['English', 'en-IN'],
        ['हिन्दी', 'hi-IN'],
      ] as const) {
        await page.getByRole('button', { name: to, exact: true }).click();
        await page.waitForFunction((l) => document.documentElement.lang === l, lang);
        await page
          .getByRole('button', { name: to, exact: true })
          .and(page.locator('[aria-pressed="true"]'))
          .waitFor();
        // Let the screen's own Hindi messages load and the panel settle.
        await page.waitForLoadState('networkidle');
      }
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
