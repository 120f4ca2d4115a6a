import type { Profile } from '@yoga/contracts';
import { api } from '@yoga/testing';
import { startAdminSession, stopAdminSession, type AdminSession } from './admin-helpers';

let s: AdminSession;

beforeAll(async () => {
  s = await startAdminSession();
});

afterAll(async () => {
  await stopAdminSession(s);
});

/**
 * The admin's own profile: libs/ui's account forms (plain form elements since issue 38, shared with the
 * student's profile) in the admin panel, without the student's reminder consents.
 */
describe("the admin's profile", () => {
  it('saves the details (the state in the browser list) and shows each problem under its field', async () => {
    const { page } = s;
    await page.goto(`${s.server.url}/admin/profile`);
    const main = page.locator('[data-remote="mfe_admin"] main');
    await main.getByRole('heading', { name: 'My profile', level: 1 }).waitFor();
    await expect(main.getByLabel('Send me class reminders on WhatsApp').count()).resolves.toBe(0);

    // A name the API would refuse is caught in the page, under the field.
    const name = main.getByLabel('Name', { exact: true });
    await name.fill('');
    await main.getByRole('button', { name: 'Save profile' }).click();
    await main.getByRole('alert').first().waitFor();
    await expect(name.getAttribute('aria-invalid')).resolves.toBe('true');

    await name.fill('Meera Admin');
    await main.getByLabel('Mobile number').fill('98765 43210');
    await main
      .getByRole('combobox', { name: 'State (for invoices)' })
      .selectOption({ label: 'Karnataka (29)' });
    await main.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Profile saved').waitFor();
    const saved = await api<Profile>(s.server.url, s.token, 'GET', '/profile');
    expect(saved.body).toMatchObject({ name: 'Meera Admin', phone: '+919876543210', state: '29' });

    await main.getByLabel('New email').fill('not-an-email');
    await main.getByRole('button', { name: 'Send confirmation link' }).click();
    await main.getByText('Please enter a valid email address.').waitFor();

    await main.getByLabel('Current password').fill('anything-at-all');
    await main.getByLabel('New password', { exact: true }).fill('a-new-password-42');
    await main.getByLabel('Repeat the new password').fill('another-password-42');
    await main.getByRole('button', { name: 'Change password' }).click();
    await main.getByText('The two passwords do not match.').waitFor();
    // The eye shows what was typed.
    const current = main.getByLabel('Current password');
    await main
      .locator('form[name="change-password"]')
      .getByRole('button', { name: 'Show password' })
      .first()
      .click();
    await expect(current.getAttribute('type')).resolves.toBe('text');
  });
});
