import type { MyCompany, PaymentRecord } from '@yoga/contracts';
import { api, pdfText, webHarnessForFile } from '@yoga/testing';
import {
  newStudent,
  panel,
  renewalOutcome,
  seriousAxeViolations,
  type StudentSession,
} from './student-helpers';

const harness = webHarnessForFile();
let session: StudentSession;

beforeAll(async () => {
  session = await newStudent(harness, { name: 'Meera Iyer' });
});
afterAll(() => session?.context.close());

describe('company seats (issue 35): the company admin', () => {
  it('buys seats with the GST form (the GSTIN checked in the page), pays in the sandbox and gets a B2B invoice', async () => {
    const { page, token } = session;
    await page.goto(`${harness.server.url}/user/company`);
    const main = panel(page);
    await main.getByRole('heading', { name: 'Company seats' }).waitFor();
    // The browser's own lists (issue 38: the order form without antd's Select): the first plan.
    await main.getByRole('combobox', { name: 'Plan' }).selectOption({ index: 1 });
    await main.getByRole('spinbutton', { name: 'Number of seats (2 to 1,000)' }).fill('3');
    await main.getByLabel('Legal name of the company').fill('Acme Wellness Private Limited');
    await main.getByLabel('Billing address').fill('5th floor, Bandra Kurla Complex, Mumbai 400051');
    await main
      .getByRole('combobox', { name: 'State (GST state code)' })
      .selectOption({ label: '27 Maharashtra' });
    const gstin = main.getByLabel('GSTIN');
    await gstin.fill('27AAPFU0939F1ZA');
    await main.getByText('This GSTIN is not valid', { exact: false }).waitFor();
    await gstin.fill('29AABCT3518Q1ZS');
    await main.getByText('This GSTIN is of another state', { exact: false }).waitFor();
    await gstin.fill('27aapfu0939f1zv');
    await expect(main.getByTestId('gstin-problem').count()).resolves.toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await main.getByRole('button', { name: /^Pay ₹.* for 3 seats$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Test payment: no money moves' });
    await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
    await main.getByTestId('company-paid').waitFor();
    await main.getByTestId('seats-used').getByText('0 of 3 seats used').waitFor();

    const payments = await api<PaymentRecord[]>(harness.server.url, token, 'GET', '/payments/mine');
    const paid = payments.body.find((p) => p.purpose === 'company_seats')!;
    expect(paid.status).toBe('paid');
    const res = await fetch(`${harness.server.url}/api/payments/${paid.id}/invoice`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const text = await pdfText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain('Acme Wellness Private Limited');
    expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(text).toContain('Maharashtra (27)');
  });

  it('assigns seats by email, removes and reassigns one, and refuses one more than bought', async () => {
    const { page, token } = session;
    const main = panel(page);
    const email = main.getByRole('textbox', { name: 'Email address of the person' });
    for (const address of ['ravi@acme.test', 'sita@acme.test', 'om@acme.test']) {
      await email.fill(address);
      await main.getByRole('button', { name: 'Give a seat' }).click();
      await main.getByText(`Seat given to ${address}.`).waitFor();
    }
    await main.getByTestId('seats-used').getByText('3 of 3 seats used').waitFor();
    await email.fill('extra@acme.test');
    await main.getByRole('button', { name: 'Give a seat' }).click();
    await main
      .getByRole('alert')
      .getByText('Every seat the company bought is assigned', { exact: false })
      .waitFor();

    // Reassign: remove Ravi's seat, give it to the extra address.
    const ravi = main.locator('.ant-list-item', { hasText: 'ravi@acme.test' });
    await ravi.getByRole('button', { name: 'Remove' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Remove' }).click();
    await main.getByText('Seat of ravi@acme.test removed', { exact: false }).waitFor();
    await email.fill('extra@acme.test');
    await main.getByRole('button', { name: 'Give a seat' }).click();
    await main.getByText('Seat given to extra@acme.test.').waitFor();
    const company = await api<MyCompany>(harness.server.url, token, 'GET', '/companies/mine');
    expect(company.body.seat_holders.map((h) => h.email).sort()).toEqual([
      'extra@acme.test',
      'om@acme.test',
      'sita@acme.test',
    ]);
    // The seats' usage follows the reassignment (its list is fetched again).
    await main.getByText('0 classes this month').nth(2).waitFor();
    await expect(main.getByText('0 classes this month').count()).resolves.toBe(3);
  });

  it('sets up automatic renewal of the seats (UPI AutoPay) in the sandbox: the seats run one more period, the next debit shows', async () => {
    const { page, token } = session;
    const main = panel(page);
    const before = await api<MyCompany>(harness.server.url, token, 'GET', '/companies/mine');
    // None renews yet (a mandate started but never paid, by a try CI ran again, does not debit).
    expect(['active', 'pending', 'paused']).not.toContain(before.body.renewal?.status);
    const autopay = main.getByTestId('owned-renewal');
    await autopay.getByRole('button', { name: 'Renew automatically (UPI AutoPay)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Test payment: no money moves' });
    await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
    await renewalOutcome(autopay);
    const after = await api<MyCompany>(harness.server.url, token, 'GET', '/companies/mine');
    expect(after.body.renewal).toMatchObject({ status: 'active' });
    expect(Date.parse(after.body.ends_at!)).toBeGreaterThan(Date.parse(before.body.ends_at!));
    await autopay.getByTestId('owned-renewal-next').waitFor();
    await autopay.getByRole('button', { name: 'Stop renewal' }).waitFor();
    // Each debit has the company's B2B invoice, like its first order's.
    const payments = await api<PaymentRecord[]>(harness.server.url, token, 'GET', '/payments/mine');
    const debit = payments.body.find((p) => p.purpose === 'company_seats' && !p.order_id)!;
    const res = await fetch(`${harness.server.url}/api/payments/${debit.id}/invoice`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const text = await pdfText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');
  });

  it('works on a phone, in Hindi', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${harness.server.url}/user/company`);
    await page
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: 'हिन्दी' })
      .click();
    const main = panel(page);
    await main.getByRole('heading', { name: 'कंपनी की सीटें' }).waitFor();
    await main.getByText('3 सीटों में से 3 दी गईं').waitFor();
    // The automatic renewal in Hindi: stopped with one confirmation, the outcome in the page.
    const autopay = main.getByTestId('owned-renewal');
    await autopay.getByRole('button', { name: 'नवीनीकरण बंद करें' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'नवीनीकरण बंद करें' }).click();
    await autopay.getByText('अपने-आप नवीनीकरण बंद हो गया', { exact: false }).waitFor();
    await autopay.getByRole('button', { name: 'अपने-आप नवीनीकरण करें (UPI AutoPay)' }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
