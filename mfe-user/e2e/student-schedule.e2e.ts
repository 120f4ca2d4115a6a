import { MESSAGES } from '@yoga/contracts';
import { api, registerUser, webHarnessForFile, type Page } from '@yoga/testing';
import { adminToken, indiaDate, panel, seriousAxeViolations } from './student-helpers';

/**
 * Issue 28: Book a Class is the coming week's timetable. On a phone: one day at a time, nothing cut off,
 * no sideways scrolling; a tap on a class asks to confirm, then books it. The public schedule's Book link
 * brings a visitor through sign-in to that class.
 */
const harness = webHarnessForFile();
const PHONE = { width: 390, height: 844 };
const yogaClass = {
  title: 'Phone Friendly Vinyasa Flow for Busy Evenings',
  class_type: 'paid',
  date: indiaDate(3),
  time: '19:40',
  link: 'https://meet.example.in/phone-vinyasa',
  instructor: 'Kavita Raghunathan',
};
let classId: number;

beforeAll(async () => {
  const admin = await adminToken(harness.server.url);
  // Who teaches is an instructor account (issue 38), named to students.
  const kavita = await api<{ id: number }>(harness.server.url, admin, 'POST', '/manageusers', {
    name: yogaClass.instructor,
    email: 'kavita.raghunathan@example.in',
    role: 'Instructor',
    status: 'Active',
  });
  expect(kavita.status).toBe(201);
  const { instructor: _name, ...fields } = yogaClass;
  const created = await api<{ id: number }>(harness.server.url, admin, 'POST', '/classes', {
    ...fields,
    instructor_id: kavita.body.id,
  });
  expect(created.status).toBe(201);
  classId = created.body.id;
});

/** Console errors (and uncaught errors) of the page. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('booking from the week on a phone', () => {
  it('shows one day at a time with whole times, titles and instructors, and books a class after confirming', async () => {
    const student = await registerUser(harness.server.url, { name: 'Anjali Mehta' });
    const context = await harness.browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${harness.server.url}/auth/login?next=%2Fuser%2Fclassbook`);
    await signIn(page, student.email, student.password);
    await page.waitForURL((url) => url.pathname === '/user/classbook');

    // The day buttons choose the day: today first, the class's day three later.
    const days = panel(page).getByRole('group', { name: 'Choose a day' });
    await days.getByRole('button', { name: 'Today' }).waitFor();
    await expect(days.getByRole('button').count()).resolves.toBe(7);
    await expect(
      panel(page).getByTestId('week-day').and(page.locator(':visible')).count(),
    ).resolves.toBe(1);
    await days.getByRole('button').nth(3).tap();
    const cls = panel(page).getByTestId('week-class').filter({ hasText: yogaClass.title });
    await cls.waitFor();
    await expect(cls.innerText()).resolves.toBe(
      `7:40 pm IST\n${yogaClass.title}\nInstructor: ${yogaClass.instructor}`,
    );
    // Nothing cut off, nothing to scroll sideways.
    const box = await cls.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    expect(await cls.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await cls.tap();
    const dialog = page.getByRole('dialog', { name: 'Book this class?' });
    await dialog.getByTestId('chosen-class').getByText(yogaClass.title).waitFor();
    await expect(dialog.getByLabel(/Preferred/).count()).resolves.toBe(0);
    const form = dialog.getByRole('form', { name: 'Book a class' });
    await expect(form.getByLabel('Name').inputValue()).resolves.toBe(student.name);
    await form.getByRole('button', { name: 'Book class' }).tap();
    await page.getByText(MESSAGES.classBooked, { exact: true }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await cls.getByText('Booked', { exact: true }).waitFor();

    const token = await page.evaluate(() => localStorage.getItem('token'));
    const mine = await api<{ class_id: number; preferred_date: string; preferred_time: string }[]>(
      harness.server.url,
      token,
      'GET',
      '/bookings/mine',
    );
    expect(mine.body).toEqual([
      expect.objectContaining({
        class_id: classId,
        preferred_date: yogaClass.date,
        preferred_time: yogaClass.time,
      }),
    ]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("takes a visitor from the public schedule's Book link through sign-in to that class's confirmation", async () => {
    const student = await registerUser(harness.server.url, { name: 'Rohit Bansal' });
    const context = await harness.browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${harness.server.url}/schedule`);
    await page.getByRole('link', { name: new RegExp(`^Book ${yogaClass.title}, `) }).click();
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await signIn(page, student.email, student.password);
    await page.waitForURL((url) => url.pathname === '/user/classbook');
    const dialog = page.getByRole('dialog', { name: 'Book this class?' });
    await dialog.getByTestId('chosen-class').getByText(yogaClass.title).waitFor();
    await dialog.getByRole('button', { name: 'Book class' }).tap();
    await page.getByText(MESSAGES.classBooked, { exact: true }).waitFor();
    // The address no longer names the class: a reload does not open it again.
    expect(new URL(page.url()).search).toBe('');
    expect(problems).toEqual([]);
    await context.close();
  });
});
