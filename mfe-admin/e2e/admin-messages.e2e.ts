import type {
  AdminMessageRow,
  CreateOrderResponse,
  SandboxCompleteResponse,
  VerifyPaymentRequest,
} from '@yoga/contracts';
import { api, registerUser } from '@yoga/testing';
import {
  pickOption,
  poll,
  startAdminSession,
  stopAdminSession,
  type AdminSession,
} from './admin-helpers';

let s: AdminSession;

beforeAll(async () => {
  // The messages job looks for due messages every second here (every minute by default).
  s = await startAdminSession({ MESSAGES_SCAN_SECONDS: '1' });
});
afterAll(() => stopAdminSession(s));

describe('Messages', () => {
  it('lists the receipt of a payment, kept as "not sent: no provider" with its reason, and filters it', async () => {
    const student = await registerUser(s.server.url, { name: 'Meera Iyer' });
    const { token } = (
      await api<{ token: string }>(s.server.url, null, 'POST', '/auth/login', {
        email: student.email,
        password: student.password,
      })
    ).body;
    const order = await api<CreateOrderResponse>(s.server.url, token, 'POST', '/payments/orders', {
      plan: 'super',
      currency: 'INR',
    });
    const done = await api<SandboxCompleteResponse>(
      s.server.url,
      token,
      'POST',
      '/payments/sandbox/complete',
      { order_id: order.body.order_id, outcome: 'success' },
    );
    const verified = await api(
      s.server.url,
      token,
      'POST',
      '/payments/verify',
      done.body as VerifyPaymentRequest,
    );
    expect(verified.status).toBe(200);

    // The scanning job queues the receipt; with no SMTP_URL the outbox keeps it as not sent.
    const listed = await poll(
      async () =>
        (await api<AdminMessageRow[]>(s.server.url, s.token, 'GET', '/admin/messages')).body,
      (rows) =>
        rows.some((m) => m.event === 'payment_receipt' && m.status === 'not_sent_no_provider'),
      20_000,
    );
    expect(listed.find((m) => m.event === 'payment_receipt')).toMatchObject({
      channel: 'email',
      user_email: student.email,
    });

    await s.page.goto(`${s.server.url}/admin/messages`);
    await s.page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    // The student's receipt (registering also queued her welcome message, in a row of its own).
    const row = s.page
      .locator('tbody tr.ant-table-row', { hasText: student.email })
      .filter({ hasText: 'Payment receipt' });
    await row.waitFor();
    for (const text of [
      'Meera Iyer',
      'Payment receipt',
      'Email',
      'Not sent: no provider',
      // Worded for the owner (issue 38), never a setting's name or a message key.
      'Email is not set up yet',
    ])
      await row.getByText(text, { exact: false }).first().waitFor();
    const table = s.page.locator('.ant-table-tbody');
    expect(await table.textContent()).not.toMatch(/SMTP_URL|admin\.messages\./);

    await pickOption(s.page, 'Status filter', 'Sent');
    await s.page.getByText('No messages match these filters.').waitFor();
    await pickOption(s.page, 'Status filter', 'Not sent: no provider');
    await row.waitFor();
    await expect(row.getByRole('button', { name: /Retry message/ }).isVisible()).resolves.toBe(
      true,
    );
  });

  it('names every message and its reason in Hindi too: no key, no setting name (issue 38)', async () => {
    await api(s.server.url, s.token, 'PATCH', '/profile', { language: 'hi' });
    await s.page.evaluate(() => localStorage.setItem('yoga.locale', 'hi'));
    try {
      await s.page.goto(`${s.server.url}/admin/messages`);
      await s.page.getByRole('heading', { name: 'संदेश', level: 1 }).waitFor();
      const receipt = s.page
        .locator('tbody tr.ant-table-row')
        .filter({ hasText: 'भुगतान की रसीद' })
        .first();
      await receipt.waitFor();
      await receipt.getByText('ईमेल अभी सेट नहीं है', { exact: false }).waitFor();
      const text = (await s.page.locator('.ant-table-tbody').textContent()) ?? '';
      expect(text).not.toMatch(/SMTP_URL|admin\.messages\./);
    } finally {
      await api(s.server.url, s.token, 'PATCH', '/profile', { language: 'en' });
      await s.page.evaluate(() => localStorage.setItem('yoga.locale', 'en'));
    }
  });
});
