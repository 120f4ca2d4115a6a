/**
 * Issue 23's browser walk: the owner runs the storefront from the admin panel. The admin changes a plan's
 * price, creates an offer code, edits the home page (heading and a hero photo, uploaded) and publishes it;
 * the public page shows the photo, the price page the new price; a student pays with the code in the
 * sandbox checkout and is charged the discounted amount.
 */
import sharp from 'sharp';
import type { AdminCoupon, PaymentRecord } from '@yoga/contracts';
import { api, registerUser, signInAs } from '@yoga/testing';
import { startAdminSession, stopAdminSession, type AdminSession } from './admin-helpers';

let s: AdminSession;

beforeAll(async () => {
  s = await startAdminSession();
});
afterAll(() => stopAdminSession(s));

const HEADING = 'Festive yoga, live from your home';
const ALT = 'Morning class on the terrace';

it('price, offer code and home content from the panel; the public site shows them and a student pays with the code', async () => {
  const { page } = s;

  // 1. A new offer price for the Super Saver (₹2,499 → ₹2,199).
  await page.goto(`${s.server.url}/admin/price`);
  await page.getByRole('button', { name: 'Edit Super Saver' }).click();
  const planDialog = page.getByRole('dialog');
  await planDialog.getByLabel('Offer price (₹)').fill('2199');
  await planDialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Plan saved. New orders use it now.').waitFor();

  // 2. An offer code: 25 % off.
  await page.goto(`${s.server.url}/admin/coupons`);
  await page.getByRole('button', { name: 'New offer code' }).click();
  const codeDialog = page.getByRole('dialog');
  await codeDialog.getByLabel('Code').fill('WALK25');
  await codeDialog.getByRole('spinbutton', { name: 'Percent off' }).fill('25');
  await codeDialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Offer code created').waitFor();

  // 3. The home page: a new heading and a photo on the first hero slide (uploaded, described), published.
  await page.goto(`${s.server.url}/admin/site-content`);
  const heading = page.getByRole('textbox', { name: 'Heading (English)', exact: true }).first();
  await heading.fill(HEADING);
  const picture = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#c8763a' },
  })
    .png()
    .toBuffer();
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'terrace.png', mimeType: 'image/png', buffer: picture });
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await page
    .getByText('Photo uploaded. Write its description in both languages, then save.')
    .waitFor();
  const altInput = (language: string) =>
    page
      .locator('.ant-input-group-wrapper', { hasText: `Description (${language})` })
      .first()
      .locator('input');
  await altInput('English').fill(ALT);
  await altInput('Hindi').fill('छत पर सुबह की कक्षा');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page.getByText('Draft saved.').waitFor();
  await page.getByRole('button', { name: 'Publish' }).first().click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Published: the site shows it now.').waitFor();

  // 4. The public site, as a visitor sees it: the heading, the uploaded photo (loaded), the new price.
  const visitor = await s.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const home = await visitor.newPage();
  await home.goto(s.server.url);
  await home.getByRole('heading', { level: 1, name: HEADING }).waitFor();
  const photo = home.getByAltText(ALT);
  await photo.waitFor();
  expect(await photo.getAttribute('src')).toMatch(/^\/uploads\/content\/[^/]+\.webp$/);
  await home.waitForFunction((alt) => {
    const img = document.querySelector<HTMLImageElement>(`img[alt="${alt}"]`);
    return !!img && img.complete && img.naturalWidth > 0;
  }, ALT);
  await home.goto(`${s.server.url}/price`);
  const superRow = home.getByTestId('inr-table');
  await superRow.getByText('₹2,199').first().waitFor();
  expect(await home.content()).not.toContain('₹2,499');
  await visitor.close();

  // 5. A student pays for the Super Saver with the code in the sandbox checkout: ₹2,199 − 25 % (₹549.75, rounded down to ₹549) = ₹1,650.
  const student = await registerUser(s.server.url, { name: 'Lakshmi Menon' });
  const studentContext = await s.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const { token } = await signInAs(studentContext, s.server.url, student.email, student.password);
  const studentPage = await studentContext.newPage();
  await studentPage.goto(`${s.server.url}/user/plans?plan=super&currency=INR`);
  const checkout = studentPage.locator('[data-remote="mfe_user"]').getByTestId('checkout');
  await checkout.getByText('Super Saver, 6 months').waitFor();
  await checkout.getByLabel('Offer code').fill('walk25');
  await checkout.getByRole('button', { name: 'Apply' }).click();
  await checkout.getByText(/^Offer code WALK25 applied: 25% off the first payment/).waitFor();
  await checkout.getByRole('combobox', { name: 'State' }).fill('karna');
  await studentPage.locator('.ant-select-item-option', { hasText: 'Karnataka (29)' }).click();
  await checkout.getByRole('radio', { name: 'Pay once' }).check();
  await checkout.getByRole('button', { name: 'Pay ₹1,650' }).click();
  const sandbox = studentPage.getByRole('dialog', { name: 'Test payment: no money moves' });
  await sandbox.getByRole('button', { name: 'Pay', exact: true }).click();
  await studentPage
    .getByTestId('checkout-outcome')
    .getByText('Payment successful. Your plan is active until', { exact: false })
    .waitFor();

  const mine = await api<PaymentRecord[]>(s.server.url, token, 'GET', '/payments/mine');
  expect(mine.body[0]).toMatchObject({ status: 'paid', amount: 165_000 });
  const coupons = await api<AdminCoupon[]>(s.server.url, s.token, 'GET', '/admin/coupons');
  expect(coupons.body.find((c) => c.code === 'WALK25')).toMatchObject({ redeemed: 1, held: 0 });
  await studentContext.close();
});
