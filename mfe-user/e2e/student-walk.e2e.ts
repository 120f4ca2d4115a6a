// What a new student ran into on a phone (390×844) and a desktop (1280×800): issue 28, "Found walking
// the site".
import { api, type Page, webHarnessForFile } from '@yoga/testing';
import { adminToken, indiaDate, newStudent, panel, payInSandbox } from './student-helpers';

const harness = webHarnessForFile();

const PHONE = 390;
const DESKTOP = 1280;

/** Whether the page scrolls sideways (its content is wider than the window). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('Plans: the checkout after Choose plan', () => {
  it.each([
    ['phone', PHONE, 844],
    ['desktop', DESKTOP, 800],
  ])('on a %s, the checkout comes into view', async (_label, width, height) => {
    const { context, page } = await newStudent(harness, { width });
    await page.setViewportSize({ width, height });
    await page.goto(`${harness.server.url}/user/plans`);
    const choose = panel(page).getByRole('button', { name: 'Choose plan: Big Saver' });
    await choose.waitFor();
    await choose.click();
    const checkout = panel(page).getByTestId('checkout');
    await checkout.waitFor();
    // Scrolling (smooth, unless reduced motion is asked for) ends with the checkout's top in the window.
    await page.waitForFunction(() => {
      const box = document.querySelector('[data-testid="checkout"]')?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.top < window.innerHeight * 0.5;
    });
    expect(await checkout.getByText('Big Saver', { exact: false }).first().isVisible()).toBe(true);
    await context.close();
  });
});

describe('Payments on a phone', () => {
  it('shows cards: status and Download invoice in view, no sideways scrolling', async () => {
    const session = await newStudent(harness, { width: PHONE });
    const { context, page } = session;
    await page.setViewportSize({ width: PHONE, height: 844 });
    await payInSandbox(harness.server.url, session.token, {
      plan: 'super',
      currency: 'INR',
      use_credits: false,
    });
    await page.goto(`${harness.server.url}/user/payment`);
    const card = panel(page).getByTestId('payment-card').first();
    await card.waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    for (const part of [card.getByText('Paid', { exact: true }), card.getByRole('button')]) {
      const box = await part.first().boundingBox();
      expect(box).not.toBeNull();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= PHONE).toBe(true);
    }
    expect(await card.getByRole('button', { name: /Download invoice/ }).isVisible()).toBe(true);
    await context.close();
  });
});

describe('Book a Class on a phone', () => {
  it('shows each class with its whole date and time, and asks no preferred date or time', async () => {
    const admin = await adminToken(harness.server.url);
    const title = `Walk Flow ${Date.now()}`;
    const date = indiaDate(3);
    const created = await api(harness.server.url, admin, 'POST', '/classes', {
      title,
      class_type: 'paid',
      date,
      time: '18:45',
      link: 'https://meet.example.in/walk-flow',
    });
    expect(created.status).toBe(201);
    const { context, page } = await newStudent(harness, { width: PHONE });
    await page.setViewportSize({ width: PHONE, height: 844 });
    await page.goto(`${harness.server.url}/user/classbook`);
    // One day at a time: the class's day is the fourth button (today first).
    const days = panel(page).getByRole('group', { name: 'Choose a day' });
    await days.getByRole('button', { name: 'Today' }).waitFor();
    await days.getByRole('button').nth(3).click();
    const cls = panel(page).getByTestId('week-class').filter({ hasText: title });
    await cls.waitFor();
    // Nothing of the class is cut off: its text wraps instead.
    const clipped = (selector: string) =>
      page
        .locator(selector)
        .filter({ hasText: title })
        .first()
        .evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    expect(await clipped('[data-testid="week-class"]')).toBe(false);
    await expect(cls.innerText()).resolves.toContain('6:45 pm IST');
    await cls.click();
    const dialog = page.getByRole('dialog', { name: 'Book this class?' });
    const chosen = dialog.getByTestId('chosen-class');
    await chosen.getByText(title).waitFor();
    // The whole date (weekday, day, month, year) and time, not cut off.
    const year = date.slice(0, 4);
    const day = String(Number(date.slice(8, 10)));
    const when = await chosen.innerText();
    expect(when).toContain('6:45 pm IST');
    expect(when).toMatch(new RegExp(`\\b${day}\\b.*\\b${year}\\b`));
    expect(await clipped('[data-testid="chosen-class"]')).toBe(false);
    expect(await dialog.getByLabel(/Preferred/).count()).toBe(0);
    expect(await scrollsSideways(page)).toBe(false);
    await context.close();
  });
});
