import { readFileSync } from 'node:fs';
import { MESSAGES } from '@yoga/contracts';
import { api, webHarnessForFile } from '@yoga/testing';
import {
  adminToken,
  indiaDate,
  newStudent,
  panel,
  shownPhone,
  type StudentSession,
  waitForValue,
} from './student-helpers';

const harness = webHarnessForFile();
let session: StudentSession;
const classDate = indiaDate(2);
const yogaClass = {
  title: 'Sunrise Hatha, Pranayama; Flow',
  class_type: 'paid',
  date: classDate,
  time: '06:45',
  link: 'https://meet.example.in/sunrise-hatha',
  description: 'Gentle morning practice',
};

beforeAll(async () => {
  const admin = await adminToken(harness.server.url);
  const created = await api(harness.server.url, admin, 'POST', '/classes', yogaClass);
  expect(created.status).toBe(201);
  session = await newStudent(harness, { name: 'Priya Sharma' });
});

async function chooseClass(title: string) {
  const { page } = session;
  const combobox = page.getByRole('combobox', { name: 'Class' });
  await combobox.click();
  // The development seed adds a schedule of classes: search, as a student would, to reach ours.
  await combobox.fill(title.slice(0, 14));
  await page.locator('.ant-select-item-option', { hasText: title }).click();
}

describe('class booking', () => {
  it('books a class with the prefilled profile, resets the form but the student, and lists it under My Bookings', async () => {
    const { page, student } = session;
    await page.goto(`${harness.server.url}/user/classbook`);
    const form = panel(page).getByRole('form', { name: 'Book a class' });
    await form.waitFor();
    await waitForValue(form.getByLabel('Phone'), shownPhone(student.number));
    await expect(form.getByLabel('Name').inputValue()).resolves.toBe(student.name);
    await expect(form.getByLabel('Email').inputValue()).resolves.toBe(student.email);

    await chooseClass(yogaClass.title);
    // Choosing a class fills its own date and time.
    await expect(form.getByLabel('Preferred date').inputValue()).resolves.toBe(classDate);
    await expect(form.getByLabel(/Preferred time/).inputValue()).resolves.toBe('06:45');
    await form.getByLabel('Notes').fill('First class, mild back pain');
    await form.getByRole('button', { name: 'Book class' }).click();

    await page.getByText(MESSAGES.classBooked, { exact: true }).waitFor();
    await waitForValue(form.getByLabel('Notes'), '');
    await expect(form.getByLabel('Preferred date').inputValue()).resolves.toBe('');
    await expect(form.getByLabel('Name').inputValue()).resolves.toBe(student.name);
    await expect(form.getByLabel('Phone').inputValue()).resolves.toBe(shownPhone(student.number));

    const mine = await api<{ class_id: number; notes: string }[]>(
      harness.server.url,
      session.token,
      'GET',
      '/bookings/mine',
    );
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0].notes).toBe('First class, mild back pain');

    await panel(page).getByRole('link', { name: 'My Bookings' }).click();
    await page.waitForURL('**/user/bookings');
    const upcoming = panel(page).getByRole('region', { name: 'Upcoming' });
    const item = upcoming.getByTestId('booking-item').filter({ hasText: yogaClass.title });
    await item.waitFor();
    await expect(item.innerText()).resolves.toContain('06:45 IST');
    const join = item.getByRole('link', { name: 'Join class' });
    await expect(join.getAttribute('href')).resolves.toBe(yogaClass.link);
    await expect(join.getAttribute('target')).resolves.toBe('_blank');
  });

  it('downloads an .ics calendar file for the booking', async () => {
    const { page } = session;
    const item = panel(page).getByTestId('booking-item').filter({ hasText: yogaClass.title });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      item.getByRole('button', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^yoga-class-${classDate}-\\d+\\.ics$`),
    );
    const ics = readFileSync((await download.path()) as string, 'utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const [y, m, d] = classDate.split('-');
    // 06:45 in India is 01:15 UTC; the routine lasts 45 minutes.
    expect(ics).toContain(`DTSTART:${y}${m}${d}T011500Z\r\n`);
    expect(ics).toContain(`DTEND:${y}${m}${d}T020000Z\r\n`);
    expect(ics.replace(/\r\n /g, '')).toContain('SUMMARY:Sunrise Hatha\\, Pranayama\\; Flow');
    expect(ics).toContain(`URL:${yogaClass.link}\r\n`);
  });

  it('shows the failure text with the server reason when the class is already booked', async () => {
    const { page } = session;
    await panel(page).getByRole('link', { name: 'Book a Class' }).click();
    const form = panel(page).getByRole('form', { name: 'Book a class' });
    await form.waitFor();
    await chooseClass(yogaClass.title);
    await form.getByRole('button', { name: 'Book class' }).click();
    await page.getByText(`${MESSAGES.bookingFailed} ${MESSAGES.alreadyBooked}`).waitFor();
    const mine = await api<unknown[]>(harness.server.url, session.token, 'GET', '/bookings/mine');
    expect(mine.body).toHaveLength(1);
  });

  it('checks required fields before sending', async () => {
    const { page, student } = session;
    await page.reload();
    const form = panel(page).getByRole('form', { name: 'Book a class' });
    await waitForValue(form.getByLabel('Phone'), shownPhone(student.number));
    await form.getByLabel('Phone').fill('');
    await form.getByRole('button', { name: 'Book class' }).click();
    await form.getByText('Please choose a class.').waitFor();
    await form.getByText('Please enter your phone number.').waitFor();
    const mine = await api<unknown[]>(harness.server.url, session.token, 'GET', '/bookings/mine');
    expect(mine.body).toHaveLength(1);
  });
});

describe('demo booking', () => {
  it('books a demo class and shows it under My Bookings with the dashboard counting it', async () => {
    const { page, student } = session;
    await page.goto(`${harness.server.url}/user/demobook`);
    const form = panel(page).getByRole('form', { name: 'Book a demo class' });
    await form.waitFor();
    await waitForValue(form.getByLabel('Phone'), shownPhone(student.number));
    await form.getByRole('button', { name: 'Book demo class' }).click();
    await form.getByText('Please choose a date.').waitFor();

    const demoDate = indiaDate(3);
    await form.getByLabel('Preferred date').fill(demoDate);
    await form.getByLabel(/Preferred time/).fill('18:45');
    await form.getByRole('button', { name: 'Book demo class' }).click();
    await page.getByText(MESSAGES.demoBooked, { exact: true }).waitFor();

    const mine = await api<{ type: string; preferred_date: string; preferred_time: string }[]>(
      harness.server.url,
      session.token,
      'GET',
      '/bookings/mine',
    );
    expect(mine.body.find((b) => b.type === 'demo')).toMatchObject({
      preferred_date: demoDate,
      preferred_time: '18:45',
    });

    await panel(page).getByRole('link', { name: 'My Bookings' }).click();
    const demo = panel(page).getByTestId('booking-item').filter({ hasText: 'Demo yoga class' });
    await demo.waitFor();
    await expect(demo.innerText()).resolves.toContain('18:45 IST');

    await panel(page).getByRole('link', { name: 'Dashboard' }).click();
    await panel(page).getByTestId('stat-upcoming').getByText('2', { exact: true }).waitFor();
    await expect(panel(page).getByTestId('stat-attended').innerText()).resolves.toContain('0');
  });
});
