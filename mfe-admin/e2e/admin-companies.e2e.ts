import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type {
  CreateCompanyOrderResponse,
  SandboxCompleteResponse,
  VerifyPaymentRequest,
} from '@yoga/contracts';
import { api, pdfText, registerUser } from '@yoga/testing';
import { startAdminSession, stopAdminSession, type AdminSession } from './admin-helpers';

let s: AdminSession;

beforeAll(async () => {
  s = await startAdminSession();
});
afterAll(() => stopAdminSession(s));

const COMPANY = {
  legal_name: 'Acme Wellness Private Limited',
  address: '5th floor, Tower B, Bandra Kurla Complex, Mumbai, Maharashtra 400051',
  state_code: '27',
  gstin: '27AAPFU0939F1ZV',
};

/** A company admin buys `seats` seats in the sandbox through the API and gives one away. */
async function companyWithSeats(seats: number) {
  const buyer = await registerUser(s.server.url, { name: 'Priya Buyer' });
  const login = await api<{ token: string }>(s.server.url, null, 'POST', '/auth/login', {
    email: buyer.email,
    password: buyer.password,
  });
  const token = login.body.token;
  const order = await api<CreateCompanyOrderResponse>(
    s.server.url,
    token,
    'POST',
    '/companies/orders',
    { plan: 'big', currency: 'INR', seats, company: COMPANY },
  );
  expect(order.status).toBe(201);
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
  const seat = await api(s.server.url, token, 'POST', `/companies/${order.body.company_id}/seats`, {
    email: 'staff.one@acme.test',
  });
  expect(seat.status).toBe(201);
  return buyer;
}

describe('Companies: the admin sees each company, its seats and its B2B invoice', () => {
  it('lists the company with seats used of bought, and downloads its invoice with the GSTIN', async () => {
    const buyer = await companyWithSeats(5);
    await s.page.goto(`${s.server.url}/admin/companies`);
    await s.page.getByRole('heading', { name: 'Companies', level: 1 }).waitFor();
    // This buyer's company (a server kept from an earlier run may list others of the same name).
    const row = s.page
      .locator('tr.ant-table-row')
      .filter({ hasText: COMPANY.legal_name })
      .filter({ hasText: buyer.email.toLowerCase() });
    await row.waitFor();
    for (const text of [COMPANY.gstin, '1 of 5', 'Active', buyer.email.toLowerCase()])
      await row.getByText(text).waitFor();
    const result = await new AxeBuilder({ page: s.page }).analyze();
    expect(
      result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);

    const [download] = await Promise.all([
      s.page.waitForEvent('download'),
      row.getByRole('button', { name: `Download invoice of ${COMPANY.legal_name}` }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^invoice-27AAPFU0939F1ZV-\d+\.pdf$/);
    const text = await pdfText(readFileSync((await download.path())!));
    for (const expected of ['TAX INVOICE', COMPANY.legal_name, COMPANY.gstin])
      expect(text).toContain(expected);
  });
});
