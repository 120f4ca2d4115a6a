import type {
  CreateOrderResponse,
  SandboxCompleteResponse,
  VerifyPaymentRequest,
} from '@yoga/contracts';
import { api, registerUser } from '@yoga/testing';
import {
  pickOption,
  startAdminSession,
  statValue,
  stopAdminSession,
  type AdminSession,
} from './admin-helpers';

let s: AdminSession;

/** A student who pays for `plan` in the sandbox through the API, with the given outcome. */
async function studentWhoPays(name: string, plan: 'super' | 'big', outcome: 'success' | 'failure') {
  const student = await registerUser(s.server.url, { name });
  const login = await api<{ token: string }>(s.server.url, null, 'POST', '/auth/login', {
    email: student.email,
    password: student.password,
  });
  const token = login.body.token;
  const order = await api<CreateOrderResponse>(s.server.url, token, 'POST', '/payments/orders', {
    plan,
    currency: 'INR',
  });
  expect(order.status).toBe(201);
  const done = await api<SandboxCompleteResponse>(
    s.server.url,
    token,
    'POST',
    '/payments/sandbox/complete',
    { order_id: order.body.order_id, outcome },
  );
  expect(done.status).toBe(200);
  if (outcome === 'success') {
    const verified = await api(
      s.server.url,
      token,
      'POST',
      '/payments/verify',
      done.body as VerifyPaymentRequest,
    );
    expect(verified.status).toBe(200);
  }
  return student;
}

const rows = () => s.page.getByTestId('payments-table').locator('tbody tr.ant-table-row');

beforeAll(async () => {
  s = await startAdminSession();
});
afterAll(() => stopAdminSession(s));

describe('Manage Payment', () => {
  it('starts with the empty state and no revenue', async () => {
    await s.page.goto(`${s.server.url}/admin/payments`);
    await s.page.getByRole('heading', { name: 'Manage Payment' }).waitFor();
    await s.page.getByText('No payments yet').waitFor();
    await expect(s.page.getByTestId('revenue-INR').innerText()).resolves.toContain('₹0');
  });

  it("lists every student's payments with this month's paid revenue, searchable and filterable", async () => {
    const payer = await studentWhoPays('Ananya Paid', 'super', 'success');
    await studentWhoPays('Rohan Failed', 'big', 'failure');

    await s.page.reload();
    await rows().first().waitFor();
    await expect(rows().count()).resolves.toBe(2);
    const paid = rows().filter({ hasText: 'Ananya Paid' });
    const paidText = await paid.innerText();
    expect(paidText).toContain(payer.email);
    expect(paidText).toContain('Super Saver (6 months)');
    expect(paidText).toContain('₹2,499');
    expect(paidText).toContain('Paid');
    expect(paidText).toMatch(/YS\/\d{4}\/\d{5}/);
    await expect(rows().filter({ hasText: 'Rohan Failed' }).innerText()).resolves.toContain(
      'Failed',
    );
    // Only the paid payment counts as revenue.
    await expect(s.page.getByTestId('revenue-INR').innerText()).resolves.toContain('₹2,499');
    await expect(s.page.getByTestId('revenue-USD').innerText()).resolves.toContain('$0');

    await s.page.getByLabel('Search by name or email').fill(payer.email.toUpperCase());
    await rows().filter({ hasText: 'Rohan Failed' }).waitFor({ state: 'detached' });
    await expect(rows().count()).resolves.toBe(1);
    await s.page.getByLabel('Search by name or email').fill('');

    await pickOption(s.page, 'Status filter', 'Failed');
    await rows().filter({ hasText: 'Ananya Paid' }).waitFor({ state: 'detached' });
    await expect(rows().count()).resolves.toBe(1);
    await pickOption(s.page, 'Currency filter', 'USD ($)');
    await s.page.getByText('No payments match these filters.').waitFor();
  });

  it('counts paid payments in the dashboard\'s "Payment Status" circle', async () => {
    await s.page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(statValue(s.page, 'sessions')).resolves.toBe(1);
  });
});
