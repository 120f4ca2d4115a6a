import { readFileSync } from 'node:fs';
import {
  formatIstDate,
  paymentSuccessMessage,
  subscriptionEndDate,
  type PaymentRecord,
  type Profile,
} from '@yoga/contracts';
import { api, pdfText, webHarnessForFile } from '@yoga/testing';
import {
  newStudent,
  panel,
  seriousAxeViolations,
  type StudentSession,
  pickOption,
} from './student-helpers';

const harness = webHarnessForFile();
let session: StudentSession;

beforeAll(async () => {
  session = await newStudent(harness, { name: 'Kavya Rao' });
});

interface Membership {
  status: string;
  trial_ends_at: string;
  ends_at: string;
  subscription_no: string | null;
}

describe('trial and checkout', () => {
  it('shows a new student the 14 trial days on the dashboard and on Plans', async () => {
    const { page } = session;
    await page.goto(`${harness.server.url}/user/dashboard`);
    const circle = panel(page).getByTestId('stat-trial');
    await circle.getByText('14', { exact: true }).waitFor();
    await expect(circle.innerText()).resolves.toContain('Days left in your free trial');
    await expect(panel(page).getByTestId('membership-banner').count()).resolves.toBe(0);

    await panel(page).getByRole('link', { name: 'Plans' }).click();
    const status = panel(page).getByTestId('membership-status');
    await status.getByText('Your free 14-day trial is active: 14 days left.').waitFor();
  });

  it('goes from "Choose plan" on /price to checkout and pays in the sandbox: the plan is active until its end date', async () => {
    const { page, token } = session;
    await page.goto(`${harness.server.url}/price`);
    await page.getByRole('link', { name: 'Choose plan: Super Saver' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/user/plans' && url.search === '?plan=super&currency=INR',
    );
    const checkout = panel(page).getByTestId('checkout');
    await checkout.getByText('Super Saver, 6 months').waitFor();
    // The place of supply on the GST invoice: none on the profile yet, so the page asks.
    await checkout.getByText('it sets the GST', { exact: false }).waitFor();
    await checkout.getByRole('combobox', { name: 'State' }).fill('karna');
    await pickOption(page, 'Karnataka (29)');

    // Renewal is never pre-selected: Pay waits for the student's choice.
    await checkout.getByRole('radio', { name: 'Pay once' }).check();
    await checkout.getByRole('button', { name: 'Pay ₹2,499' }).click();
    const dialog = page.getByRole('dialog', { name: 'Test payment: no money moves' });
    await dialog.getByText('₹2,499').waitFor();
    await dialog.getByRole('button', { name: 'Pay', exact: true }).click();

    const outcome = panel(page).getByTestId('checkout-outcome');
    await outcome
      .getByText('Payment successful. Your plan is active until', { exact: false })
      .waitFor();

    // Paying during the trial: the plan starts when the trial ends and runs six months.
    const me = await api<Membership>(harness.server.url, token, 'GET', '/subscriptions/me');
    const expectedEnd = subscriptionEndDate(new Date(me.body.trial_ends_at), 6);
    expect(new Date(me.body.ends_at)).toEqual(expectedEnd);
    expect(me.body.subscription_no).toMatch(/^YS\/\d{4}\/\d{5}$/);
    // The state given at checkout is remembered on the profile.
    const profile = await api<Profile>(harness.server.url, token, 'GET', '/profile');
    expect(profile.body.state).toBe('29');
    await expect(outcome.innerText()).resolves.toContain(paymentSuccessMessage(expectedEnd));
    await expect(dialog.isVisible()).resolves.toBe(false);
    await panel(page)
      .getByTestId('membership-status')
      .getByText(`active until ${formatIstDate(expectedEnd)}`, { exact: false })
      .waitFor();
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
  });

  it('lists the payment under Payments with its GST invoice to download, and follows the plan on the dashboard', async () => {
    const { page, token } = session;
    const mine = await api<PaymentRecord[]>(harness.server.url, token, 'GET', '/payments/mine');
    const invoiceNo = mine.body[0].invoice_no!;
    expect(invoiceNo).toMatch(/^YS\/\d{4}\/\d{5}$/);
    await panel(page).getByRole('link', { name: 'Payments', exact: true }).click();
    const row = panel(page).locator('tr', { hasText: 'Super Saver (6 months)' });
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain('₹2,499');
    expect(text).toContain('Paid');
    expect(text).toMatch(/IST/);
    expect(text).toContain(invoiceNo);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Download invoice' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`invoice-${invoiceNo.replace(/\//g, '-')}.pdf`);
    const pdf = await pdfText(readFileSync((await download.path())!));
    expect(pdf).toContain(invoiceNo);
    expect(pdf).toContain('Kavya Rao');
    expect(pdf).toContain('Karnataka');
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    await panel(page).getByRole('link', { name: 'Dashboard' }).click();
    const circle = panel(page).getByTestId('stat-trial');
    await circle.getByText('Days left in your plan', { exact: false }).waitFor();
    const days = Number(await circle.locator('[aria-hidden="true"]').innerText());
    // The trial's 14 days plus about six months.
    expect(days).toBeGreaterThan(14 + 180);
  });

  it('shows a failed sandbox payment in the page and lists it as failed', async () => {
    const { page } = session;
    await page.goto(`${harness.server.url}/user/plans?plan=big&currency=USD`);
    const checkout = panel(page).getByTestId('checkout');
    await checkout.getByRole('radio', { name: 'Pay once' }).check();
    await checkout.getByRole('button', { name: 'Pay $35' }).click();
    const dialog = page.getByRole('dialog', { name: 'Test payment: no money moves' });
    await dialog.getByRole('button', { name: 'Fail', exact: true }).click();
    await panel(page)
      .getByTestId('checkout-outcome')
      .getByRole('button', { name: 'Try again' })
      .waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await panel(page).getByRole('link', { name: 'Payments', exact: true }).click();
    // Newest first (a retried test has made an attempt before).
    const row = panel(page).locator('tr', { hasText: 'Big (3 months)' }).first();
    await row.getByText('Not completed').waitFor();
    await expect(row.innerText()).resolves.toContain('$35');
  });
});
