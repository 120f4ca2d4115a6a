import { readFileSync } from 'node:fs';
import {
  INVOICING_MESSAGES,
  METRIC_DEFINITIONS,
  type AdminPaymentsResponse,
  type CreateOrderResponse,
  type SandboxCompleteResponse,
  type VerifyPaymentRequest,
} from '@yoga/contracts';
import { api, pdfText, registerUser, type Page } from '@yoga/testing';
import {
  pickOption,
  startAdminSession,
  statValue,
  stopAdminSession,
  type AdminSession,
} from './admin-helpers';

let s: AdminSession;

/** A student who pays for `plan` in the sandbox through the API, with the given outcome. */
async function studentWhoPays(
  name: string,
  plan: 'super' | 'big',
  outcome: 'success' | 'failure',
  currency: 'INR' | 'GBP' = 'INR',
) {
  const student = await registerUser(s.server.url, { name });
  const login = await api<{ token: string }>(s.server.url, null, 'POST', '/auth/login', {
    email: student.email,
    password: student.password,
  });
  const token = login.body.token;
  const order = await api<CreateOrderResponse>(s.server.url, token, 'POST', '/payments/orders', {
    plan,
    currency,
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

const rows = () => s.page.getByTestId('payments-table').locator('tbody tr[data-row-key]');

/** Clicks a download button and returns the saved file's name and bytes. */
async function downloadFrom(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), bytes: readFileSync((await download.path())!) };
}

/** The admin's view of the payments, as the API lists them (newest first). */
async function listed() {
  const res = await api<AdminPaymentsResponse>(s.server.url, s.token, 'GET', '/payments?limit=100');
  return res.body.items;
}

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

    await pickOption(s.page, 'Status filter', 'Not completed (failed or cancelled)');
    await rows().filter({ hasText: 'Ananya Paid' }).waitFor({ state: 'detached' });
    await expect(rows().count()).resolves.toBe(1);
    await pickOption(s.page, 'Currency filter', 'USD ($)');
    await s.page.getByText('No payments match these filters.').waitFor();
  });

  it('counts paid payments in the dashboard\'s "Payment Status" circle', async () => {
    await s.page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(statValue(s.page, 'sessions')).resolves.toBe(1);
  });

  it('downloads the invoice, then refunds the payment: refunded with the reason, credit note downloadable', async () => {
    await s.page.goto(`${s.server.url}/admin/payments`);
    const row = rows().filter({ hasText: 'Ananya Paid' });
    await row.waitFor();
    const paid = (await listed()).find((p) => p.user.name === 'Ananya Paid')!;
    const invoiceNo = paid.invoice_no!;
    await expect(row.innerText()).resolves.toContain(invoiceNo);
    const invoice = await downloadFrom(s.page, () =>
      row.getByRole('button', { name: 'Download invoice' }).click(),
    );
    expect(invoice.name).toBe(`invoice-${invoiceNo.replace(/\//g, '-')}.pdf`);
    expect(await pdfText(invoice.bytes)).toContain(invoiceNo);

    await row.getByRole('button', { name: 'Refund' }).click();
    const dialog = s.page.getByRole('dialog').filter({ hasText: 'Refund payment' });
    await dialog.getByText('The membership period this payment paid for is removed').waitFor();
    await dialog.getByLabel(/Reason for the refund/).fill('Moved abroad before the first class');
    await dialog.getByRole('button', { name: 'Refund ₹2,499' }).click();
    await s.page.getByText(INVOICING_MESSAGES.refunded).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    await row.getByText('Refunded').waitFor();
    await row.getByText('Reason: Moved abroad before the first class').waitFor();
    await expect(row.getByRole('button', { name: 'Refund' }).count()).resolves.toBe(0);
    const refunded = (await listed()).find((p) => p.id === paid.id)!;
    expect(refunded.status).toBe('refunded');
    const creditNoteNo = refunded.credit_note_no!;
    await expect(row.innerText()).resolves.toContain(creditNoteNo);
    const note = await downloadFrom(s.page, () =>
      row.getByRole('button', { name: 'Download credit note' }).click(),
    );
    expect(note.name).toBe(`credit-note-${creditNoteNo.replace(/\//g, '-')}.pdf`);
    const noteText = await pdfText(note.bytes);
    expect(noteText).toContain(creditNoteNo);
    expect(noteText).toContain('Moved abroad before the first class');
  });

  it('records a UPI payment received outside the checkout: it appears with its invoice', async () => {
    const utr = `UTR${Date.now()}`;
    // From a fresh page (a retried test may have left its dialog open).
    await s.page.goto(`${s.server.url}/admin/payments`);
    await s.page.getByRole('button', { name: 'Record payment' }).click();
    const dialog = s.page.getByRole('dialog').filter({ hasText: 'Record payment' });
    // The student list answers the typed search after a debounce: pick from that answer, not from the list
    // shown before it (which the answer replaces under the pointer).
    const searched = s.page.waitForResponse(
      (res) => res.url().includes('/api/manageusers') && res.url().includes('search=Rohan'),
    );
    await dialog.getByRole('combobox', { name: 'Student' }).fill('Rohan');
    await searched;
    await s.page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', {
        hasText: 'Rohan Failed ·',
      })
      .click();
    await s.page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
    await pickOption(s.page, 'Plan', 'Big Saver (3 months)', dialog);
    await expect(dialog.getByLabel('Amount received (₹)').inputValue()).resolves.toBe('1699');
    await pickOption(s.page, 'Method', 'UPI', dialog);
    await dialog.getByLabel(/^Reference/).fill(utr);
    await dialog.getByRole('combobox', { name: 'State (for the GST invoice)' }).fill('mahara');
    await s.page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', {
        hasText: 'Maharashtra (27)',
      })
      .click();
    await s.page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await s.page.getByText(INVOICING_MESSAGES.offlineRecorded).waitFor();

    const row = rows().filter({ hasText: utr });
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain('Rohan Failed');
    expect(text).toContain('UPI');
    expect(text).toContain('Paid');
    expect(text).toContain('₹1,699');
    const recorded = (await listed()).find((p) => p.reference === utr)!;
    expect(recorded).toMatchObject({ method: 'upi', status: 'paid', amount: 169_900 });
    expect(text).toContain(recorded.invoice_no!);
    const invoice = await downloadFrom(s.page, () =>
      row.getByRole('button', { name: 'Download invoice' }).click(),
    );
    const pdf = await pdfText(invoice.bytes);
    expect(pdf).toContain(recorded.invoice_no!);
    expect(pdf).toContain('Maharashtra');
  });

  it('exports the GST CSV of this month with every invoice', async () => {
    const invoices = (await listed()).map((p) => p.invoice_no).filter(Boolean) as string[];
    // The paid one and the recorded one (and one more if the recording test ran twice).
    expect(invoices.length).toBeGreaterThanOrEqual(2);
    const csv = await downloadFrom(s.page, () =>
      s.page.getByRole('button', { name: 'Export GST CSV' }).click(),
    );
    expect(csv.name).toMatch(/^gst-payments-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = csv.bytes.toString('utf8');
    for (const no of invoices) expect(text).toContain(no);
  });

  it('shows the business numbers on the dashboard with their definitions', async () => {
    await s.page.getByRole('link', { name: 'Dashboard' }).click();
    const revenue = s.page.getByTestId('figure-revenue_this_month');
    // The refunded payment no longer counts; the recorded one does.
    await revenue.getByText('₹1,699', { exact: false }).waitFor();
    await s.page.getByRole('button', { name: 'About Monthly recurring revenue' }).focus();
    await s.page.getByRole('tooltip').getByText(METRIC_DEFINITIONS.mrr).waitFor();
  });

  it('shows a month figure of its own for an added currency paid in (GBP), never added to the rupees', async () => {
    const priced = await api(s.server.url, s.token, 'PATCH', '/admin/plans/super', {
      prices: { GBP: { original: 9900, offer: 4550, redeemable: 0 } },
    });
    expect(priced.status).toBe(200);
    await studentWhoPays('Harriet Abroad', 'super', 'success', 'GBP');
    await s.page.goto(`${s.server.url}/admin/payments`);
    const gbp = s.page.getByTestId('revenue-GBP');
    await gbp.waitFor();
    expect(await gbp.innerText()).toMatch(/\(GBP\)\s*£45\.50$/);
    // INR and USD keep their own figures; no other currency has one.
    await expect(s.page.getByTestId('revenue-INR').innerText()).resolves.toContain('₹');
    await expect(s.page.getByTestId('revenue-INR').innerText()).resolves.not.toContain('£');
    await s.page.getByTestId('revenue-USD').waitFor();
    await expect(s.page.getByTestId('revenue-CAD').count()).resolves.toBe(0);
  });
});
