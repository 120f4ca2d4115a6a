import type { PaymentRecord, Plan } from '@yoga/contracts';
import { api, webHarnessForFile } from '@yoga/testing';
import { adminToken, newStudent, panel, type StudentSession } from './student-helpers';

/**
 * Prices by country (issue 37): the owner prices Super Saver in pounds; a student in London (her browser
 * reports the Europe/London zone and en-GB) sees /price in £, chooses the plan and pays in GBP.
 */
const harness = webHarnessForFile();
let session: StudentSession;

beforeAll(async () => {
  const admin = await adminToken(harness.server.url);
  const res = await api<Plan>(harness.server.url, admin, 'PATCH', '/admin/plans/super', {
    prices: { GBP: { original: 9900, offer: 4500, redeemable: 0 } },
  });
  expect(res.status).toBe(200);
  session = await newStudent(harness, {
    name: 'Meera Shah',
    timezoneId: 'Europe/London',
    locale: 'en-GB',
  });
});
afterAll(() => session.context.close());

describe('prices by country', () => {
  it('shows a visitor in the UK the price page in £ and takes her payment in GBP', async () => {
    const { page, token } = session;
    await page.goto(`${harness.server.url}/price`);
    const table = page.getByTestId('gbp-table');
    await table.waitFor();
    await expect(table.innerText()).resolves.toContain('£45');
    await expect(
      page.getByRole('button', { name: '£ GBP' }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    // Always switchable: the dollars are one tap away.
    await expect(page.getByRole('button', { name: '$ USD' }).count()).resolves.toBe(1);
    expect(new URL(page.url()).search).toBe('?currency=GBP');

    await table.getByRole('link', { name: 'Choose plan: Super Saver' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/user/plans' && url.search === '?plan=super&currency=GBP',
    );
    const checkout = panel(page).getByTestId('checkout');
    await checkout.getByText('Super Saver, 6 months').waitFor();
    // No GST state is asked for a payment from abroad.
    await expect(checkout.getByRole('combobox', { name: 'State' }).count()).resolves.toBe(0);
    await checkout.getByRole('radio', { name: 'Pay once' }).check();
    await checkout.getByRole('button', { name: 'Pay £45' }).click();
    const dialog = page.getByRole('dialog', { name: 'Test payment: no money moves' });
    await dialog.getByText('£45').waitFor();
    await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
    await panel(page)
      .getByTestId('checkout-outcome')
      .getByText('Payment successful. Your plan is active until', { exact: false })
      .waitFor();

    const mine = await api<PaymentRecord[]>(harness.server.url, token, 'GET', '/payments/mine');
    expect(mine.body.find((p) => p.status === 'paid')).toMatchObject({
      currency: 'GBP',
      amount: 4500,
      plan: { id: 'super', currency: 'GBP' },
    });
  });
});
