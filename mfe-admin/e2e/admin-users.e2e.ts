import {
  ACCOUNT_MESSAGES,
  MESSAGES,
  type CreateManagedUserResponse,
  type ManagedUser,
} from '@yoga/contracts';
import { api, linkIn, mailCount, registerUser, TEST_ADMIN, waitForMail } from '@yoga/testing';
import {
  loginStatus,
  pickOption,
  poll,
  startAdminSession,
  statValue,
  stopAdminSession,
  type AdminSession,
} from './admin-helpers';

let s: AdminSession;
const seeded: Record<string, CreateManagedUserResponse> = {};

async function createUser(name: string, email: string) {
  const res = await api<CreateManagedUserResponse>(s.server.url, s.token, 'POST', '/manageusers', {
    name,
    email,
    phone: '9876500000',
    role: 'user',
    status: 'Active',
  });
  expect(res.status).toBe(201);
  seeded[email] = res.body;
  return res.body;
}

const row = (email: string) => s.page.getByTestId(`user-row-${email}`);

async function visibleEmails(): Promise<string[]> {
  await s.page.locator('.ant-spin-spinning, [aria-busy="true"]').waitFor({ state: 'detached' });
  const ids = await s.page
    .locator('tr[data-testid^="user-row-"]')
    .evaluateAll((rows) =>
      rows.map((r) => r.getAttribute('data-testid')!.replace('user-row-', '')),
    );
  return ids.sort();
}

/** Waits for the table to show exactly these users (the server refetch follows the typing). */
async function expectEmails(expected: string[]) {
  const wanted = JSON.stringify(expected);
  expect(await poll(visibleEmails, (emails) => JSON.stringify(emails) === wanted)).toEqual(
    expected,
  );
}

beforeAll(async () => {
  s = await startAdminSession();
  await createUser('Meera Nair', 'meera.nair@example.in');
  const joshi = await createUser('Meera Joshi', 'meera.joshi@example.in');
  await createUser('Rohan Das', 'rohan.das@example.in');
  await createUser('Vikram Singh', 'vikram.singh@example.in');
  expect(
    (
      await api(s.server.url, s.token, 'PATCH', `/manageusers/${joshi.id}/status`, {
        status: 'Blocked',
      })
    ).status,
  ).toBe(200);
});

afterAll(async () => {
  await stopAdminSession(s);
});

describe('manage users', () => {
  it('adds a user, who is emailed a link to set their own password (none is shown); Total Users goes up by one', async () => {
    await s.page.goto(`${s.server.url}/admin/admin-dashboard`);
    const before = await statValue(s.page, 'counselors');

    await s.page.getByRole('link', { name: 'Manage Users' }).click();
    const form = s.page.getByRole('form', { name: 'Add User' });
    await form.getByLabel('Name').fill('Kavya Rao');
    await form.getByLabel('Email').fill('kavya.rao@example.in');
    await form.getByLabel('Phone').fill('9812345678');
    await pickOption(s.page, 'Role', 'Instructor', form);
    await form.getByRole('button', { name: 'Add User' }).click();

    // No password is shown: the new user is emailed a link to set their own (issue 28).
    await s.page
      .getByRole('status')
      .filter({ hasText: 'Kavya Rao was emailed a link to set their own password' })
      .waitFor();
    expect(await s.page.getByText(/temporary password/i).count()).toBe(0);
    const mail = await waitForMail(s.server, 'kavya.rao@example.in');
    expect(mail.subject).toContain('Set your');
    expect(linkIn(mail)).toContain('/auth/reset#token=');
    await row('kavya.rao@example.in').waitFor();
    expect(await row('kavya.rao@example.in').innerText()).toContain('Instructor');

    await s.page.getByRole('link', { name: 'Dashboard' }).click();
    await s.page.getByTestId('stat-counselors').waitFor();
    expect(
      await poll(
        () => statValue(s.page, 'counselors'),
        (n) => n === before + 1,
      ),
    ).toBe(before + 1);
  });

  it('shows the server error for a duplicate email', async () => {
    await s.page.getByRole('link', { name: 'Manage Users' }).click();
    const form = s.page.getByRole('form', { name: 'Add User' });
    await form.getByLabel('Name').fill('Meera Again');
    await form.getByLabel('Email').fill('meera.nair@example.in');
    await form.getByLabel('Phone').fill('9812345678');
    await form.getByRole('button', { name: 'Add User' }).click();
    await s.page.locator('.ant-message-error').waitFor();
    expect((await s.page.locator('.ant-message-error').innerText()).length).toBeGreaterThan(0);
  });

  it('filters by a case-insensitive name search combined with the status', async () => {
    await s.page.goto(`${s.server.url}/admin/manage-user`);
    await row('meera.nair@example.in').waitFor();
    await s.page.getByPlaceholder('Search by name').fill('MEERA');
    await expectEmails(['meera.joshi@example.in', 'meera.nair@example.in']);

    await pickOption(s.page, 'Status filter', 'Blocked');
    await expectEmails(['meera.joshi@example.in']);

    await pickOption(s.page, 'Status filter', 'Active');
    await expectEmails(['meera.nair@example.in']);

    await s.page.getByPlaceholder('Search by name').fill('');
    await pickOption(s.page, 'Status filter', 'All');
    expect((await poll(visibleEmails, (e) => e.length >= 6)).length).toBeGreaterThanOrEqual(6);
  });

  it('edits a row inline: Cancel keeps the old values, Save stores the new ones', async () => {
    const rohan = row('rohan.das@example.in');
    await rohan.getByRole('button', { name: 'Edit' }).click();
    await rohan.getByLabel('Name').fill('Rohan Changed');
    await rohan.getByRole('button', { name: 'Cancel' }).click();
    await rohan.getByRole('button', { name: 'Edit' }).waitFor();
    expect(await rohan.innerText()).toContain('Rohan Das');
    expect(await rohan.innerText()).not.toContain('Rohan Changed');

    await rohan.getByRole('button', { name: 'Edit' }).click();
    await rohan.getByLabel('Name').fill('Rohan Dasgupta');
    await rohan.getByLabel('Phone').fill('9000011111');
    await pickOption(s.page, 'Role', 'Admin', rohan);
    await rohan.getByRole('button', { name: 'Save' }).click();
    await rohan.getByRole('button', { name: 'Edit' }).waitFor();
    expect(
      await poll(
        () => rohan.innerText(),
        (t) => t.includes('Rohan Dasgupta'),
      ),
    ).toContain('Rohan Dasgupta');
    expect(await rohan.innerText()).toContain('Admin');
    // Stored as +91XXXXXXXXXX, shown readable.
    expect(await rohan.innerText()).toContain('+91 90000 11111');

    const list = await api<ManagedUser[]>(
      s.server.url,
      s.token,
      'GET',
      '/manageusers?search=rohan',
    );
    const saved = list.body.find((u) => u.email === 'rohan.das@example.in');
    expect(saved).toMatchObject({ name: 'Rohan Dasgupta', phone: '+919000011111', role: 'admin' });
  });

  it("shows the server's refusal when the admin tries to block their own account", async () => {
    const me = row(TEST_ADMIN.email);
    expect(await me.getByRole('button', { name: 'Block', exact: true }).isDisabled()).toBe(true);
    await me.getByRole('button', { name: 'Edit' }).click();
    await pickOption(s.page, 'Status', 'Blocked', me);
    await me.getByRole('button', { name: 'Save' }).click();
    await s.page.locator('.ant-message-error', { hasText: 'your own account' }).waitFor();
    await me.getByRole('button', { name: 'Cancel' }).click();
    expect(await loginStatus(s.server.url, TEST_ADMIN.email, TEST_ADMIN.password)).toBe(200);
  });

  it('blocks a user, who can then no longer sign in, and unblocks them', async () => {
    const student = await registerUser(s.server.url, { name: 'Blocked Tester' });
    expect(await loginStatus(s.server.url, student.email, student.password)).toBe(200);
    await s.page.reload();
    const target = row(student.email);
    await target.getByRole('button', { name: 'Block', exact: true }).click();
    await target.getByRole('button', { name: 'Unblock', exact: true }).waitFor();
    expect(await target.innerText()).toContain('Blocked');
    expect(await loginStatus(s.server.url, student.email, student.password)).toBe(403);

    await target.getByRole('button', { name: 'Unblock', exact: true }).click();
    await target.getByRole('button', { name: 'Block', exact: true }).waitFor();
    expect(await target.innerText()).toContain('Active');
    expect(await loginStatus(s.server.url, student.email, student.password)).toBe(200);
  });

  it('deletes a user only after the confirmation', async () => {
    const target = row('vikram.singh@example.in');
    await target.getByRole('button', { name: 'Delete' }).click();
    const confirm = s.page.locator('.ant-popover:visible');
    await confirm.getByText(MESSAGES.confirmDeleteUser).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await target.count()).toBe(1);

    await target.getByRole('button', { name: 'Delete' }).click();
    await s.page.locator('.ant-popover:visible').getByRole('button', { name: 'Delete' }).click();
    await target.waitFor({ state: 'detached' });
    const list = await api<ManagedUser[]>(
      s.server.url,
      s.token,
      'GET',
      '/manageusers?search=vikram',
    );
    expect(list.body).toEqual([]);
  });
});

describe('account tools', () => {
  it('emails a student a reset link (the admin never sees a password) and shows their last sign-in', async () => {
    const student = await registerUser(s.server.url, { name: 'Lata Menon' });
    expect(await loginStatus(s.server.url, student.email, student.password)).toBe(200);
    await s.page.goto(`${s.server.url}/admin/manage-user`);
    await s.page.getByLabel('Search by name').fill('Lata Menon');
    const target = row(student.email);
    await target.waitFor();
    expect(await s.page.getByRole('columnheader', { name: 'Last sign-in' }).count()).toBe(1);
    expect(await target.innerText()).toMatch(/\d{4}, \d{1,2}:\d{2}\s?[ap]m IST/i);

    const before = mailCount(s.server, student.email);
    await target.getByRole('button', { name: 'Reset password' }).click();
    await s.page.locator('.ant-popover:visible').getByRole('button', { name: 'Send link' }).click();
    await s.page.getByText(ACCOUNT_MESSAGES.resetLinkSent).waitFor();
    const mail = await waitForMail(s.server, student.email, before);
    expect(linkIn(mail)).toContain('/auth/reset#token=');
    expect(await s.page.locator('body').innerText()).not.toContain(linkIn(mail));
  });

  it('no longer lists a student who deleted their account, and shows the erasure in the log', async () => {
    const student = await registerUser(s.server.url, { name: 'Gone Student' });
    const session = await api<{ token: string }>(s.server.url, null, 'POST', '/auth/login', {
      email: student.email,
      password: student.password,
    });
    const erased = await api(s.server.url, session.body.token, 'DELETE', '/profile', {
      password: student.password,
    });
    expect(erased.status).toBe(200);

    await s.page.goto(`${s.server.url}/admin/users`);
    await s.page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await s.page.locator('.ant-spin-spinning, [aria-busy="true"]').waitFor({ state: 'detached' });
    await s.page.getByText(TEST_ADMIN.email).waitFor();
    expect(await s.page.getByText(student.email).count()).toBe(0);

    await s.page.getByRole('link', { name: 'Deleted accounts (erasure log)' }).click();
    await s.page.getByRole('heading', { name: 'Deleted accounts' }).waitFor();
    const first = s.page.locator('.ant-table-tbody tr.ant-table-row').first();
    await first.waitFor();
    expect(await first.innerText()).toContain(String(student.id));
    expect(await first.innerText()).toContain('bookings: 0 deleted');
  });
});
