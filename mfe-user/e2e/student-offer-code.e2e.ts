import type { AdminCoupon, PaymentRecord } from '@yoga/contracts';
import { api, webHarnessForFile } from '@yoga/testing';
import { adminToken, newStudent, panel, seriousAxeViolations, pickOption } from './student-helpers';

const harness = webHarnessForFile();

describe('offer codes (issue 23)', () => {
  it('shows the offer on /price and lets a student pay with the code', async () => {
    const admin = await adminToken(harness.server.url);
    const created = await api<AdminCoupon>(harness.server.url, admin, 'POST', '/admin/coupons', {
      code: 'WELCOME20',
      percent_off: 20,
      plans: ['super'],
      show_on_price_page: true,
    });
    expect(created.status).toBe(201);

    const { page, token } = await newStudent(harness, { name: 'Meera Iyer' });
    await page.goto(`${harness.server.url}/price`);
    await page.getByTestId('offer-banner').getByText('WELCOME20', { exact: false }).waitFor();
    // Super Saver ₹2,499 struck through, ₹2,000 with the code (20 % is ₹499.80: ₹499 off, whole rupees).
    const row = page.getByTestId('inr-table').locator('tr', { hasText: 'With the offer code' });
    await expect(row.innerText()).resolves.toContain('₹2,000');

    await page.goto(`${harness.server.url}/user/plans?plan=super&currency=INR`);
    const checkout = panel(page).getByTestId('checkout');
    await checkout.getByText('Super Saver, 6 months').waitFor();
    await checkout.getByLabel('Offer code').fill('nosuch99');
    await checkout.getByRole('button', { name: 'Apply' }).click();
    await checkout.getByText('This offer code does not exist.').waitFor();
    await checkout.getByLabel('Offer code').fill('welcome20');
    await checkout.getByRole('button', { name: 'Apply' }).click();
    await checkout.getByText('Offer code WELCOME20 applied: 20% off the first payment.').waitFor();
    await checkout.getByRole('combobox', { name: 'State' }).fill('karna');
    await pickOption(page, 'Karnataka (29)');
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    await checkout.getByRole('radio', { name: 'Pay once' }).check();
    await checkout.getByRole('button', { name: 'Pay ₹2,000' }).click();
    const dialog = page.getByRole('dialog', { name: 'Test payment: no money moves' });
    await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
    await panel(page)
      .getByTestId('checkout-outcome')
      .getByText('Payment successful. Your plan is active until', { exact: false })
      .waitFor();

    const mine = await api<PaymentRecord[]>(harness.server.url, token, 'GET', '/payments/mine');
    expect(mine.body[0]).toMatchObject({ status: 'paid', amount: 200_000 });
    const list = await api<AdminCoupon[]>(harness.server.url, admin, 'GET', '/admin/coupons');
    expect(list.body.find((c) => c.code === 'WELCOME20')).toMatchObject({ redeemed: 1, held: 0 });
  });
});
