import { gzipSync } from 'node:zlib';
import { MESSAGES } from '@yoga/contracts';
import {
  api,
  linkIn,
  registerUser,
  signInAs,
  TEST_ADMIN,
  waitForMail,
  webHarnessForFile,
} from '@yoga/testing';
import { adminToken, newStudent, panel } from './student-helpers';

const harness = webHarnessForFile();
// The first screen's budget (issue 28): the dashboard's JavaScript on a slow phone.
const JS_BUDGET_KB = 250;

describe('access to /user', () => {
  it('sends a visitor without a session to login with ?next and brings them back after login', async () => {
    const student = await registerUser(harness.server.url, { name: 'Meera Iyer' });
    const context = await harness.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${harness.server.url}/user/bookings`);
    await page.waitForURL((url) => url.pathname === '/auth/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/user/bookings');

    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password').fill(student.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/user/bookings');
    await panel(page).getByRole('heading', { name: 'My Bookings' }).waitFor();
    await context.close();
  });

  it('sends an admin who opens /user/* to the admin dashboard', async () => {
    const context = await harness.browser.newContext();
    await signInAs(context, harness.server.url, TEST_ADMIN.email, TEST_ADMIN.password);
    const page = await context.newPage();
    await page.goto(`${harness.server.url}/user/classbook`);
    await page.waitForURL((url) => url.pathname === '/admin/admin-dashboard');
    await page.getByText(`Welcome, ${TEST_ADMIN.name}`).waitFor();
    await context.close();
  });

  it('lets an instructor created by an admin set a password from the emailed link, then use the panel', async () => {
    const admin = await adminToken(harness.server.url);
    const email = `guru-${Date.now()}@example.in`;
    const created = await api<{ set_password_link_sent: boolean }>(
      harness.server.url,
      admin,
      'POST',
      '/manageusers',
      { name: 'Guru Anand', email, phone: '9811122233', role: 'instructor', status: 'Active' },
    );
    expect(created.status).toBe(201);
    expect(created.body.set_password_link_sent).toBe(true);
    const context = await harness.browser.newContext();
    const page = await context.newPage();
    await page.goto(linkIn(await waitForMail(harness.server, email)));
    await page.getByLabel('New password', { exact: true }).fill('guru-own-password-1');
    await page.getByLabel('Repeat the new password').fill('guru-own-password-1');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByRole('link', { name: 'Go to login' }).waitFor();
    await signInAs(context, harness.server.url, email, 'guru-own-password-1');
    await page.goto(`${harness.server.url}/user/dashboard`);
    await panel(page).getByRole('heading', { name: 'Welcome, Guru Anand' }).waitFor();
    await context.close();
  });

  it('signs the student out when the API answers 401 and shows why on the login page', async () => {
    const { context, page, student, token } = await newStudent(harness);
    await page.goto(`${harness.server.url}/user/dashboard`);
    await panel(page)
      .getByRole('heading', { name: `Welcome, ${student.name}` })
      .waitFor();

    // The same token is revoked elsewhere (as a logout on another device would do).
    const revoked = await api(harness.server.url, token, 'POST', '/auth/logout');
    expect(revoked.status).toBeLessThan(300);

    await panel(page).getByRole('link', { name: 'My Bookings' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/user/bookings');
    await page.getByRole('alert').filter({ hasText: MESSAGES.sessionExpired }).waitFor();
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
    await context.close();
  });
});

describe('blocked account', () => {
  it('signs a student blocked by an admin out on the next API call, saying why', async () => {
    const { context, page, student } = await newStudent(harness);
    await page.goto(`${harness.server.url}/user/dashboard`);
    await panel(page)
      .getByRole('heading', { name: `Welcome, ${student.name}` })
      .waitFor();

    const admin = await adminToken(harness.server.url);
    const blocked = await api(
      harness.server.url,
      admin,
      'PATCH',
      `/manageusers/${student.id}/status`,
      {
        status: 'Blocked',
      },
    );
    expect(blocked.status).toBe(200);

    await panel(page).getByRole('link', { name: 'My Bookings' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await page.getByRole('alert').filter({ hasText: MESSAGES.accountBlocked }).waitFor();
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
    await context.close();
  });
});

describe('logout', () => {
  it('asks first; "Stay" keeps the session, "Log out" clears all storage and goes straight to /auth/login', async () => {
    const { context, page } = await newStudent(harness);
    await page.goto(`${harness.server.url}/user/dashboard`);
    await panel(page).getByRole('link', { name: 'Logout' }).click();
    await panel(page).getByText('Are you sure you want to log out?').waitFor();
    await panel(page).getByRole('button', { name: 'Stay' }).click();
    await page.waitForURL((url) => url.pathname === '/user/dashboard');
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.not.toBeNull();

    await panel(page).getByRole('link', { name: 'Logout' }).click();
    await page.evaluate(() => sessionStorage.setItem('draft', 'kept until logout'));
    const visited: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(frame.url()));
    await panel(page).getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/login' && url.search === '');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(visited.map((u) => new URL(u).pathname + new URL(u).search)).toEqual(['/auth/login']);
    await expect(page.evaluate(() => localStorage.length)).resolves.toBe(0);
    await expect(page.evaluate(() => sessionStorage.length)).resolves.toBe(0);

    await page.goto(`${harness.server.url}/user/dashboard`);
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await context.close();
  });
});

describe('layout and weight', () => {
  it('uses a 300 px drawer below 768 px instead of the permanent sidebar', async () => {
    const { context, page } = await newStudent(harness, { width: 375 });
    await page.goto(`${harness.server.url}/user/dashboard`);
    await panel(page)
      .getByRole('heading', { name: /^Welcome, / })
      .waitFor();
    await expect(page.getByRole('link', { name: 'Referrals' }).isVisible()).resolves.toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByTestId('panel-drawer');
    await page.getByRole('link', { name: 'Referrals' }).waitFor();
    const box = await drawer.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(300);
    await page.getByRole('link', { name: 'Referrals' }).click();
    await page.waitForURL((url) => url.pathname === '/user/refferal');
    await panel(page).getByRole('heading', { name: 'Referrals', level: 1 }).waitFor();
    await drawer.waitFor({ state: 'hidden' });

    await page.setViewportSize({ width: 1024, height: 800 });
    await page.getByRole('link', { name: 'My Bookings' }).waitFor();
    await expect(page.getByRole('button', { name: 'Open menu' }).count()).resolves.toBe(0);
    await context.close();
  });

  it('stacks the plans as cards on a 360 px phone, with nothing wider than the screen', async () => {
    const { context, page } = await newStudent(harness, { width: 360 });
    await page.goto(`${harness.server.url}/user/price`);
    const plans = panel(page).getByRole('list', { name: 'Plans' });
    await plans.getByRole('heading', { name: 'Bumper Saver' }).waitFor();
    expect(await panel(page).getByRole('table').count()).toBe(0);
    expect(await plans.getByRole('listitem').count()).toBe(3);
    const overflow = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth - window.innerWidth,
      widest: Math.max(
        ...[...document.querySelectorAll('main *')].map((el) => el.getBoundingClientRect().right),
      ),
    }));
    expect(overflow.page).toBeLessThanOrEqual(0);
    expect(overflow.widest).toBeLessThanOrEqual(360);
    await context.close();
  });

  it('paints the panel frame and a dashboard skeleton from the HTML alone, before any script runs', async () => {
    const res = await fetch(`${harness.server.url}/user/dashboard`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-panel-skeleton');
    // A public page's shell fallback gets no panel skeleton.
    expect(await (await fetch(`${harness.server.url}/auth/new-password`)).text()).not.toContain(
      'data-panel-skeleton',
    );

    // With scripts off, what the HTML paints: the brand in the sidebar (desktop) or header (phone).
    for (const width of [1280, 390]) {
      const context = await harness.browser.newContext({
        javaScriptEnabled: false,
        viewport: { width, height: 800 },
      });
      const page = await context.newPage();
      await page.goto(`${harness.server.url}/user/dashboard`);
      const skeleton = page.locator('[data-panel-skeleton]');
      await expect(skeleton.isVisible()).resolves.toBe(true);
      await expect(
        skeleton.getByText('YogSutra Live').locator('visible=true').count(),
      ).resolves.toBe(1);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await context.close();
    }
  });

  it(`loads at most ${JS_BUDGET_KB} KB of gzipped JavaScript after sign-in, nothing of the admin panel or its API`, async () => {
    const { context, page } = await newStudent(harness);
    const scripts = new Set<string>();
    const apiCalls: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.add(req.url());
      const { pathname } = new URL(req.url());
      if (pathname.startsWith('/api/')) apiCalls.push(pathname);
    });
    await page.goto(`${harness.server.url}/user/dashboard`, { waitUntil: 'networkidle' });
    await panel(page).getByTestId('referral-code').waitFor();
    let bytes = 0;
    for (const src of scripts) {
      bytes += gzipSync(Buffer.from(await (await fetch(src)).arrayBuffer()), { level: 6 }).length;
    }
    const paths = [...scripts].map((src) => new URL(src).pathname);
    expect(paths.some((p) => p.startsWith('/mfe/user/'))).toBe(true);
    expect(paths.some((p) => p.startsWith('/mfe/admin/'))).toBe(false);
    expect(bytes / 1024).toBeLessThanOrEqual(JS_BUDGET_KB);
    // The dashboard's numbers are the student's own: no admin endpoint is ever called.
    expect(apiCalls).toEqual(expect.arrayContaining(['/api/auth/me', '/api/bookings/mine']));
    expect(apiCalls.filter((p) => p.startsWith('/api/admin'))).toEqual([]);
    await context.close();
  });
});
