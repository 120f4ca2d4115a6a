import { ACCOUNT_MESSAGES, FIELD_MESSAGES, MESSAGES } from '@yoga/contracts';
import {
  api,
  linkIn,
  registerUser,
  signInAs,
  TEST_ADMIN,
  type Page,
  waitForMail,
  webHarnessForFile,
} from '@yoga/testing';
import { newPage, openPage } from './public-helpers';

const s = webHarnessForFile();

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const alertText = (page: Page) => page.getByRole('alert').first().textContent();

async function fillRegister(
  page: Page,
  values: { name: string; email: string; number: string; password: string },
) {
  await page.getByLabel('Full name').fill(values.name);
  await page.getByLabel('Email', { exact: true }).fill(values.email);
  await page.getByLabel('Mobile number').fill(values.number);
  await page.getByLabel('Password').fill(values.password);
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('register', () => {
  it('shows the spec messages inline, without native validation, and masks the password', async () => {
    const { context, page } = await newPage(s.browser);
    await openPage(page, s.server.url, '/auth/register');
    expect(await page.locator('form').getAttribute('novalidate')).not.toBeNull();
    expect(await page.getByLabel('Email', { exact: true }).getAttribute('type')).toBe('email');
    expect(await page.getByLabel('Password').getAttribute('type')).toBe('password');

    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('alert').waitFor();
    expect(await alertText(page)).toBe(MESSAGES.fillAllFields);

    await fillRegister(page, {
      name: 'Anil Kumar',
      email: 'anil@example.in',
      number: '9812345678',
      password: 'short',
    });
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('alert').filter({ hasText: MESSAGES.passwordTooShort }).waitFor();

    // One phone rule (libs/contracts): letters and short numbers are refused before anything is sent.
    const sent: string[] = [];
    page.on('request', (req) => req.url().endsWith('/api/auth/register') && sent.push(req.url()));
    for (const number of ['abcdefghij', '12345']) {
      await fillRegister(page, {
        name: 'Anil Kumar',
        email: `anil-${unique()}@example.in`,
        number,
        password: 'tulsi-ginger-tea-42',
      });
      await page.getByRole('button', { name: 'Register' }).click();
      await page.getByRole('alert').filter({ hasText: FIELD_MESSAGES.invalidPhone }).waitFor();
    }
    expect(sent).toEqual([]);

    const existing = await registerUser(s.server.url);
    await fillRegister(page, {
      name: 'Anil Kumar',
      email: existing.email,
      number: '9812345678',
      password: 'tulsi-ginger-tea-42',
    });
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('alert').filter({ hasText: MESSAGES.registrationFailedPrefix }).waitFor();
    expect(await alertText(page)).toBe(
      `${MESSAGES.registrationFailedPrefix}${MESSAGES.emailTaken}`,
    );
    expect(page.url()).toBe(`${s.server.url}/auth/register`);

    // No answer from the server at all: the generic message.
    await page.route('**/api/auth/register', (route) => route.abort());
    await page.getByLabel('Email', { exact: true }).fill(`offline-${unique()}@example.in`);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('alert').filter({ hasText: MESSAGES.somethingWentWrong }).waitFor();
    await context.close();
  });

  it('prefills the referral code from ?ref= and records the referral', async () => {
    const referrer = await registerUser(s.server.url);
    const { context, page } = await newPage(s.browser);
    await openPage(page, s.server.url, `/auth/register?ref=${referrer.referral_code}`);
    expect(await page.getByLabel('Referral code (optional)').inputValue()).toBe(
      referrer.referral_code,
    );
    const email = `referred-${unique()}@example.in`;
    await fillRegister(page, {
      name: 'Sunita Rao',
      email,
      number: '9898989898',
      password: 'morning-pranayama-7',
    });
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(`${s.server.url}/user/dashboard`);

    const login = await fetch(`${s.server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: referrer.email, password: referrer.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const stats = await fetch(`${s.server.url}/api/referrals/stats/${referrer.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(((await stats.json()) as { referral_count: number }).referral_count).toBe(1);
    await context.close();
  });
});

describe('register → signed in → the panel', () => {
  it('registering signs a new student in and opens her panel on "Book your first class" (no second log in)', async () => {
    const { context, page } = await newPage(s.browser);
    await openPage(page, s.server.url, '/');
    await page
      .getByRole('navigation', { name: 'Main', exact: true })
      .getByRole('link', { name: 'Join Now' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
    const email = `student-${unique()}@example.in`;
    const password = 'evening-yoga-nidra-9';
    await fillRegister(page, { name: 'Kavita Joshi', email, number: '9123456780', password });
    await page.getByRole('button', { name: 'Register' }).click();

    await page.getByRole('alert').filter({ hasText: MESSAGES.registered }).waitFor();
    await page.waitForURL(`${s.server.url}/user/dashboard`);
    await page
      .locator('[data-remote="mfe_user"]')
      .getByTestId('first-class')
      .getByRole('heading', { name: 'Book your first class' })
      .waitFor();
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      user: JSON.parse(localStorage.getItem('user') ?? 'null') as {
        role: string;
        name: string;
      } | null,
    }));
    expect(stored.token).toBeTruthy();
    expect(stored.user).toMatchObject({ role: 'user', name: 'Kavita Joshi' });
    await context.close();
  });

  it('sends the admin to /admin/admin-dashboard', async () => {
    const { context, page } = await newPage(s.browser);
    await openPage(page, s.server.url, '/auth/login');
    await fillLogin(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.getByRole('alert').filter({ hasText: MESSAGES.loginSuccess }).waitFor();
    await page.waitForURL(`${s.server.url}/admin/admin-dashboard`);
    await context.close();
  });

  it('emails an instructor an admin created a link to set their own password, then sends them to their console', async () => {
    const admin = await api<{ token: string }>(s.server.url, null, 'POST', '/auth/login', {
      email: TEST_ADMIN.email,
      password: TEST_ADMIN.password,
    });
    const email = `guru-${unique()}@example.in`;
    const created = await api<{ set_password_link_sent: boolean }>(
      s.server.url,
      admin.body.token,
      'POST',
      '/manageusers',
      { name: 'Ravi Guru', email, phone: '9812312312', role: 'instructor', status: 'Active' },
    );
    expect(created.status).toBe(201);
    // No password reaches the admin: the new user is emailed a link to set one (issue 28).
    expect(created.body).not.toHaveProperty('temporary_password');
    expect(created.body.set_password_link_sent).toBe(true);
    const mail = await waitForMail(s.server, email);
    expect(mail.subject).toContain('Set your');
    const { context, page } = await newPage(s.browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(linkIn(mail));
    await page.getByLabel('New password', { exact: true }).fill('guru-own-secret-9');
    await page.getByLabel('Repeat the new password').fill('guru-own-secret-9');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.resetDone }).waitFor();
    await openPage(page, s.server.url, '/auth/login');
    await fillLogin(page, email, 'guru-own-secret-9');
    // The instructor console (issue 25) is their panel.
    await page.waitForURL(`${s.server.url}/admin/console`);
    await page.getByRole('heading', { name: 'Instructor console', level: 1 }).waitFor();
    await context.close();
  });

  it('honours a safe ?next= and ignores an off-site one', async () => {
    const student = await registerUser(s.server.url);
    const { context, page } = await newPage(s.browser);
    await openPage(page, s.server.url, '/auth/login?next=%2Fuser%2Fclassbook');
    await fillLogin(page, student.email, student.password);
    await page.waitForURL(`${s.server.url}/user/classbook`);
    await context.close();

    const other = await newPage(s.browser);
    await openPage(other.page, s.server.url, '/auth/login?next=%2F%2Fevil.example%2F');
    await fillLogin(other.page, student.email, student.password);
    await other.page.waitForURL(`${s.server.url}/user/dashboard`);
    await other.context.close();
  });
});

describe('login', () => {
  it('shows the spec messages for missing fields and wrong credentials, and a clear one for a blocked account', async () => {
    const { context, page } = await newPage(s.browser);
    await openPage(page, s.server.url, '/auth/login');
    expect(await page.locator('form').getAttribute('novalidate')).not.toBeNull();
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').filter({ hasText: MESSAGES.fillAllFields }).waitFor();

    await fillLogin(page, TEST_ADMIN.email, 'not-the-password');
    await page.getByRole('alert').filter({ hasText: MESSAGES.loginFailed }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    const student = await registerUser(s.server.url);
    const adminLogin = await fetch(`${s.server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }),
    });
    const { token } = (await adminLogin.json()) as { token: string };
    const blocked = await fetch(`${s.server.url}/api/manageusers/${student.id}/status`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ status: 'Blocked' }),
    });
    expect(blocked.ok).toBe(true);
    await fillLogin(page, student.email, student.password);
    await page.getByRole('alert').filter({ hasText: MESSAGES.accountBlocked }).waitFor();
    await context.close();
  });

  it('sends a signed-in visitor who opens the login page to their panel', async () => {
    const student = await registerUser(s.server.url);
    const { context, page } = await newPage(s.browser);
    await signInAs(context, s.server.url, student.email, student.password);
    await page.goto(`${s.server.url}/auth/login`);
    await page.waitForURL(`${s.server.url}/user/dashboard`);
    await context.close();
  });

  it('shows why the session ended after a forced logout', async () => {
    const { context, page } = await newPage(s.browser);
    // A token the server no longer accepts: the first API call answers 401 and the session ends.
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('token', 'expired.token.value');
        localStorage.setItem(
          'user',
          JSON.stringify({ id: 999, name: 'Old Session', email: 'old@example.in', role: 'user' }),
        );
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto(`${s.server.url}/user/dashboard`);
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await page.getByRole('alert').first().waitFor();
    expect(await alertText(page)).toBe(MESSAGES.sessionExpired);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });
});
