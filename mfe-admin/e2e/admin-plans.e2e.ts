import type { CreateOrderResponse, Plan } from '@yoga/contracts';
import { api, registerUser, TEST_ADMIN } from '@yoga/testing';
import { startAdminSession, stopAdminSession, type AdminSession } from './admin-helpers';

let s: AdminSession;

beforeAll(async () => {
  s = await startAdminSession();
});
afterAll(() => stopAdminSession(s));

/** The server-rendered /price as a visitor gets it. */
async function priceHtml(): Promise<string> {
  const res = await fetch(`${s.server.url}/price`);
  expect(res.status).toBe(200);
  return res.text();
}

describe('Price: the admin changes a plan’s price', () => {
  it('a new offer price shows on /price at once and new orders charge it; orders made before keep theirs', async () => {
    expect(await priceHtml()).toContain('₹1,699');
    // A student's order made before the change.
    const student = await registerUser(s.server.url, { name: 'Kiran Rao' });
    const login = await api<{ token: string }>(s.server.url, null, 'POST', '/auth/login', {
      email: student.email,
      password: student.password,
    });
    const before = await api<CreateOrderResponse>(
      s.server.url,
      login.body.token,
      'POST',
      '/payments/orders',
      { plan: 'big', currency: 'INR' },
    );
    expect(before.body.amount).toBe(169_900);

    await s.page.goto(`${s.server.url}/admin/price`);
    await s.page.getByRole('button', { name: 'Edit Big Saver' }).click();
    const dialog = s.page.getByRole('dialog');
    await dialog.getByLabel('Offer price (₹)').fill('1299');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await s.page.getByText('Plan saved. New orders use it now.').waitFor();
    await s.page
      .locator('tr.ant-table-row')
      .filter({ hasText: 'Big Saver' })
      .getByText('₹1,299')
      .waitFor();

    const html = await priceHtml();
    expect(html).toContain('₹1,299');
    expect(html).not.toContain('₹1,699');
    const plans = await api<Plan[]>(s.server.url, null, 'GET', '/plans');
    expect(plans.body.find((p) => p.slug === 'big')?.prices.INR).toMatchObject({
      offer: 129_900,
      original: 300_000,
      discount_percent: 57,
    });

    const after = await api<CreateOrderResponse>(
      s.server.url,
      login.body.token,
      'POST',
      '/payments/orders',
      { plan: 'big', currency: 'INR' },
    );
    expect(after.body.amount).toBe(129_900);

    await s.page.getByRole('button', { name: 'Price history of Big Saver' }).click();
    await s.page.getByRole('dialog').getByText('INR Offer: ₹1,699 → ₹1,299').waitFor();
  });

  it('the audit log tells the change as a sentence, in English and in Hindi', async () => {
    await s.page.goto(`${s.server.url}/admin/audit`);
    await s.page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    const sentence = s.page
      .getByTestId('audit-sentence')
      .filter({ hasText: 'changed the price of Big Saver' });
    await sentence.first().waitFor();
    expect(await sentence.first().textContent()).toBe(
      `${TEST_ADMIN.name} changed the price of Big Saver from ₹1,699 to ₹1,299`,
    );
    // No raw action names or keys in the list.
    const table = s.page.getByRole('table');
    expect(await table.getByText('update', { exact: true }).count()).toBe(0);
    expect(await table.getByText('big', { exact: true }).count()).toBe(0);

    await s.page
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: 'हिन्दी' })
      .click();
    await s.page.getByRole('heading', { level: 1, name: 'ऑडिट लॉग' }).waitFor();
    const hindi = s.page
      .getByTestId('audit-sentence')
      .filter({ hasText: 'में कीमत ₹1,699 से बदलकर ₹1,299 किया' });
    await hindi.first().waitFor();
    expect(await hindi.first().textContent()).toBe(
      `${TEST_ADMIN.name} ने Big Saver में कीमत ₹1,699 से बदलकर ₹1,299 किया`,
    );
  });
});
