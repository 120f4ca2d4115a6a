import { readFileSync } from 'node:fs';
import { ACCOUNT_MESSAGES, type Profile } from '@yoga/contracts';
import {
  api,
  codeIn,
  linkIn,
  mailCount,
  pdfText,
  registerUser,
  waitForMail,
  webHarnessForFile,
} from '@yoga/testing';
import { adminToken, newStudent, panel, payInSandbox } from './student-helpers';

const harness = webHarnessForFile();

describe('account self-service', () => {
  it('edits the profile, then changes the password: the old token is refused, the page carries on', async () => {
    const { context, page, student, token } = await newStudent(harness, { name: 'Asha Rao' });
    await page.goto(`${harness.server.url}/user/profile`);
    const area = panel(page);
    await area.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    await area.getByLabel('Name').fill('Asha R. Rao');
    await area.getByLabel('Mobile number').fill('91234 56789');
    // The browser's own list (issue 38: the profile without antd's Select).
    await area
      .getByRole('combobox', { name: 'State (for invoices)' })
      .selectOption({ label: 'Uttar Pradesh (09)' });
    await area.getByLabel('Send me class reminders on WhatsApp').check();
    await area.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText(ACCOUNT_MESSAGES.profileSaved).waitFor();
    const saved = await api<Profile>(harness.server.url, token, 'GET', '/profile');
    expect(saved.body).toMatchObject({
      name: 'Asha R. Rao',
      phone: '+919123456789',
      // The language (which also switches the interface) is student-hindi.e2e.ts's subject.
      language: 'en',
      state: '09',
      consents: { whatsapp: true, email: false },
    });

    await area.getByLabel('Current password').fill(student.password);
    await area.getByLabel('New password', { exact: true }).fill('asha-new-secret-42');
    await area.getByLabel('Repeat the new password').fill('asha-new-secret-42');
    await area.getByRole('button', { name: 'Change password' }).click();
    await page.getByText(ACCOUNT_MESSAGES.passwordChanged).waitFor();
    expect((await api(harness.server.url, token, 'GET', '/auth/me')).status).toBe(401);
    const stored = await page.evaluate(() => localStorage.getItem('token'));
    expect(stored).not.toBe(token);
    expect((await api(harness.server.url, stored, 'GET', '/auth/me')).status).toBe(200);
    // This tab keeps working with the fresh token.
    await area.getByRole('link', { name: 'My Bookings' }).click();
    await area.getByRole('heading', { name: 'My Bookings' }).waitFor();
    await context.close();
  });

  it('resets a forgotten password through the emailed link, then signs in with a one-time code', async () => {
    const student = await registerUser(harness.server.url, { name: 'Ravi Kumar' });
    const context = await harness.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${harness.server.url}/auth/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email').fill(student.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.forgotAccepted }).waitFor();

    const link = linkIn(await waitForMail(harness.server, student.email));
    expect(link.startsWith(`${harness.server.url}/auth/reset#token=`)).toBe(true);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('ravi-reset-secret-7');
    await page.getByLabel('Repeat the new password').fill('ravi-reset-secret-7');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.resetDone }).waitFor();
    const old = await api(harness.server.url, null, 'POST', '/auth/login', {
      email: student.email,
      password: student.password,
    });
    expect(old.status).toBe(401);

    const before = mailCount(harness.server, student.email);
    await page.getByRole('link', { name: 'Go to login' }).click();
    await page.getByRole('button', { name: 'Get a code by email instead' }).click();
    await page.getByLabel('Email').fill(student.email);
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await page.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.codeAccepted }).waitFor();
    const code = codeIn(await waitForMail(harness.server, student.email, before));
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/user/dashboard');
    await panel(page).getByRole('heading', { name: 'Welcome, Ravi Kumar' }).waitFor();
    await context.close();
  });

  it('downloads their data and deletes the account, which can no longer sign in; their paid invoice is kept, anonymised', async () => {
    const { context, page, student, token } = await newStudent(harness, { name: 'Kiran Bedi' });
    const order = await payInSandbox(harness.server.url, token, { plan: 'big', currency: 'INR' });
    await page.goto(`${harness.server.url}/user/profile`);
    const area = panel(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      area.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(file).toMatchObject({
      account_id: student.id,
      profile: { name: 'Kiran Bedi', email: student.email },
      bookings: [],
      consents: { current: { whatsapp: false, email: false } },
    });
    expect(file.payments).toHaveLength(1);

    await area.getByRole('button', { name: 'Delete my account' }).click();
    await area.getByLabel('Your password, to confirm').fill('not-my-password');
    await area.getByRole('button', { name: 'Delete my account permanently' }).click();
    await page.getByText(ACCOUNT_MESSAGES.deleteProofWrong).waitFor();
    await area.getByLabel('Your password, to confirm').fill(student.password);
    await area.getByRole('button', { name: 'Delete my account permanently' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await page.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.accountDeleted }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    const login = await api(harness.server.url, null, 'POST', '/auth/login', {
      email: student.email,
      password: student.password,
    });
    expect(login.status).toBe(401);
    const admin = await adminToken(harness.server.url);
    const users = await api<{ email: string }[]>(harness.server.url, admin, 'GET', '/admin/users');
    expect(users.body.map((u) => u.email)).not.toContain(student.email);
    const log = await api<{ user_id: number }[]>(
      harness.server.url,
      admin,
      'GET',
      '/admin/erasures',
    );
    expect(log.body[0].user_id).toBe(student.id);
    // The tax law keeps the invoice: the admin still opens it, with the buyer's name replaced.
    const invoice = await fetch(`${harness.server.url}/api/payments/${order.payment_id}/invoice`, {
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(invoice.status).toBe(200);
    const text = await pdfText(Buffer.from(await invoice.arrayBuffer()));
    expect(text).toContain('Deleted account');
    expect(text).not.toContain('Kiran Bedi');
    expect(text).not.toContain(student.email);
    await context.close();
  });
});
