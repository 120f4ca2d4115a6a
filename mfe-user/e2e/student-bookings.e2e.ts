import { readFileSync } from 'node:fs';
import { BOOKING_MESSAGES, HEALTH_QUESTION_IDS, istDate, istTime, MESSAGES } from '@yoga/contracts';
import { api, registerUser, webHarnessForFile } from '@yoga/testing';
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

/** Taps a class in the week's timetable: its confirmation opens, with the student's details. */
async function chooseClass(title: string) {
  const { page } = session;
  await panel(page).getByTestId('week-class').filter({ hasText: title }).click();
  const dialog = page.getByRole('dialog', { name: 'Book this class?' });
  await dialog.waitFor();
  return { dialog, form: dialog.getByRole('form', { name: 'Book a class' }) };
}

describe('class booking', () => {
  it('books a class with the prefilled profile, resets the form but the student, and lists it under My Bookings', async () => {
    const { page, student } = session;
    await page.goto(`${harness.server.url}/user/classbook`);
    const { dialog, form } = await chooseClass(yogaClass.title);
    await waitForValue(form.getByLabel('Phone'), shownPhone(student.number));
    await expect(form.getByLabel('Name').inputValue()).resolves.toBe(student.name);
    await expect(form.getByLabel('Email').inputValue()).resolves.toBe(student.email);
    // The class says when it is: no date or time question.
    await expect(dialog.getByTestId('chosen-class').innerText()).resolves.toContain('6:45 am IST');
    await expect(form.getByLabel(/Preferred/).count()).resolves.toBe(0);
    await form.getByLabel('Notes').fill('First class, mild back pain');
    await form.getByRole('button', { name: 'Book class' }).click();

    await page.getByText(MESSAGES.classBooked, { exact: true }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // The timetable now shows it as the student's own.
    const booked = panel(page).getByTestId('week-class').filter({ hasText: yogaClass.title });
    await booked.getByText('Booked', { exact: true }).waitFor();
    await expect(booked.isDisabled()).resolves.toBe(true);

    const mine = await api<
      { class_id: number; notes: string; preferred_date: string; preferred_time: string }[]
    >(harness.server.url, session.token, 'GET', '/bookings/mine');
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0]).toMatchObject({
      notes: 'First class, mild back pain',
      preferred_date: classDate,
      preferred_time: '06:45',
    });

    // The first booking offers the reminders, both off; the choice lands in the consent log.
    const prompt = page.getByRole('dialog', { name: 'Get class reminders?' });
    await prompt.waitFor();
    const email = prompt.getByRole('checkbox', { name: /Email reminders/ });
    await expect(email.isChecked()).resolves.toBe(false);
    await expect(
      prompt.getByRole('checkbox', { name: /WhatsApp reminders/ }).isChecked(),
    ).resolves.toBe(false);
    await email.check();
    await prompt.getByRole('button', { name: 'Save my choice' }).click();
    await page.getByText('Your reminder choice is saved.').waitFor();
    await prompt.waitFor({ state: 'hidden' });
    const data = await api<{ consents: { log: { channel: string; source: string }[] } }>(
      harness.server.url,
      session.token,
      'GET',
      '/profile/export',
    );
    expect(data.body.consents.log).toEqual([
      expect.objectContaining({ channel: 'email', granted: true, source: 'first_booking_prompt' }),
    ]);

    await panel(page).getByRole('link', { name: 'My Bookings' }).click();
    await page.waitForURL('**/user/bookings');
    const upcoming = panel(page).getByRole('region', { name: 'Upcoming' });
    const item = upcoming.getByTestId('booking-item').filter({ hasText: yogaClass.title });
    await item.waitFor();
    await expect(item.innerText()).resolves.toContain('6:45 am IST');
    // Students never receive the link with the booking: Join asks the API inside the join window.
    expect(mine.body[0]).not.toHaveProperty('class.link');
    const join = item.getByRole('button', { name: 'Join' });
    await expect(join.isDisabled()).resolves.toBe(true);
    await expect(item.getByTestId('join-hint').innerText()).resolves.toMatch(
      /^Join opens .* 6:30 am IST$/,
    );
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
    // The student has no link yet: the event points to My Bookings, where Join opens it.
    expect(ics.replace(/\r\n /g, '')).toContain(`URL:${harness.server.url}/user/bookings\r\n`);
    expect(ics).not.toContain(yogaClass.link);
  });

  it('does not offer a booked class again; the API refuses a second booking with its reason', async () => {
    const { page } = session;
    await panel(page).getByRole('link', { name: 'Book a Class' }).click();
    const booked = panel(page).getByTestId('week-class').filter({ hasText: yogaClass.title });
    await booked.getByText('Booked', { exact: true }).waitFor();
    await expect(booked.isDisabled()).resolves.toBe(true);
    const mine = await api<{ class_id: number }[]>(
      harness.server.url,
      session.token,
      'GET',
      '/bookings/mine',
    );
    const again = await api<{ message: string }>(
      harness.server.url,
      session.token,
      'POST',
      '/bookings/class',
      {
        class_id: mine.body[0]!.class_id,
        name: 'Priya Sharma',
        email: session.student.email,
        phone: session.student.number,
        preferred_date: classDate,
        preferred_time: '06:45',
      },
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.alreadyBooked);
  });

  it('checks the details before sending', async () => {
    const { page, student } = session;
    await page.reload();
    await panel(page).getByTestId('week-class').and(page.locator(':enabled')).first().click();
    const dialog = page.getByRole('dialog', { name: 'Book this class?' });
    const form = dialog.getByRole('form', { name: 'Book a class' });
    await waitForValue(form.getByLabel('Phone'), shownPhone(student.number));
    await form.getByLabel('Phone').fill('');
    await form.getByRole('button', { name: 'Book class' }).click();
    await form.getByText('Please enter your phone number.').waitFor();
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await dialog.waitFor({ state: 'hidden' });
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
    await expect(demo.innerText()).resolves.toContain('6:45 pm IST');

    await panel(page).getByRole('link', { name: 'Dashboard' }).click();
    await panel(page).getByTestId('stat-upcoming').getByText('2', { exact: true }).waitFor();
    await expect(panel(page).getByTestId('stat-attended').innerText()).resolves.toContain('0');
  });
});

describe('joining a class', () => {
  it('opens the link from the join route in a new tab inside the join window and counts the attendance', async () => {
    const { page, context } = session;
    // A class starting in five minutes (India time): its join window is open.
    const start = new Date(Date.now() + 5 * 60_000);
    const soon = {
      ...yogaClass,
      title: 'Evening Vinyasa Now',
      date: istDate(start),
      time: istTime(start),
      link: 'https://meet.example.in/vinyasa-now',
    };
    const admin = await adminToken(harness.server.url);
    const created = await api<{ id: number }>(harness.server.url, admin, 'POST', '/classes', soon);
    expect(created.status).toBe(201);
    const booked = await api(harness.server.url, session.token, 'POST', '/bookings/class', {
      class_id: created.body.id,
      name: session.student.name,
      email: session.student.email,
      phone: session.student.number,
      preferred_date: soon.date,
      preferred_time: soon.time,
    });
    expect(booked.status).toBe(201);
    // The meeting host is not on this network: answer for it.
    await context.route('https://meet.example.in/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Meeting</title>' }),
    );

    // Her health check is done (its own walk: student-health-check.e2e.ts): Join opens the class.
    const answered = await api(
      harness.server.url,
      session.token,
      'PUT',
      '/health-questionnaire/me',
      {
        answers: Object.fromEntries(HEALTH_QUESTION_IDS.map((id) => [id, false])),
      },
    );
    expect(answered.status).toBe(200);

    await page.goto(`${harness.server.url}/user/bookings`);
    const item = panel(page).getByTestId('booking-item').filter({ hasText: soon.title });
    const join = item.getByRole('button', { name: 'Join' });
    await join.waitFor();
    await expect(join.isEnabled()).resolves.toBe(true);
    const [tab] = await Promise.all([page.waitForEvent('popup'), join.click()]);
    await tab.waitForURL(soon.link);
    await tab.close();

    await panel(page).getByRole('link', { name: 'Dashboard' }).click();
    await panel(page).getByTestId('stat-attended').getByText('1', { exact: true }).waitFor();
  });
});

describe('capacity, waitlist and cancellation', () => {
  it('offers the waitlist for a full class, gives the place when it frees up, and cancels a booking', async () => {
    const { page } = session;
    const url = harness.server.url;
    const admin = await adminToken(url);
    const full = { ...yogaClass, title: 'Small Group Breathwork', time: '19:10', capacity: 1 };
    const created = await api<{ id: number }>(url, admin, 'POST', '/classes', full);
    expect(created.status).toBe(201);
    // Another student takes the only place.
    const other = await registerUser(url, { name: 'Ravi Kumar' });
    const otherToken = (
      await api<{ token: string }>(url, null, 'POST', '/auth/login', {
        email: other.email,
        password: other.password,
      })
    ).body.token;
    const taken = await api<{ booking: { id: number } }>(
      url,
      otherToken,
      'POST',
      '/bookings/class',
      {
        class_id: created.body.id,
        name: other.name,
        email: other.email,
        phone: other.number,
        preferred_date: full.date,
        preferred_time: full.time,
      },
    );
    expect(taken.status).toBe(201);

    await page.goto(`${url}/user/classbook`);
    const cls = panel(page).getByTestId('week-class').filter({ hasText: full.title });
    await expect(cls.innerText()).resolves.toMatch(
      new RegExp(`^7:10 pm IST\\n${full.title}\\n${BOOKING_MESSAGES.fullLabel}$`),
    );
    await cls.click();
    const dialog = page.getByRole('dialog', { name: 'Book this class?' });
    await dialog.getByText(BOOKING_MESSAGES.classFull).waitFor();
    await dialog.getByRole('button', { name: 'Join the waitlist' }).click();
    await page.getByText(BOOKING_MESSAGES.waitlistJoined, { exact: true }).waitFor();

    await page.goto(`${url}/user/bookings`);
    const waiting = panel(page).getByTestId('booking-item').filter({ hasText: full.title });
    await waiting.getByText('Waitlisted', { exact: true }).waitFor();
    // The other student cancels: the place is ours (no longer waitlisted after a reload).
    expect(
      (await api(url, otherToken, 'DELETE', `/bookings/${taken.body.booking.id}`)).status,
    ).toBe(200);
    await page.reload();
    const placed = panel(page).getByTestId('booking-item').filter({ hasText: full.title });
    await placed.getByRole('button', { name: 'Cancel booking' }).waitFor();
    await expect(placed.getByText('Waitlisted', { exact: true }).count()).resolves.toBe(0);

    // Cancel it, after confirming.
    await placed.getByRole('button', { name: 'Cancel booking' }).click();
    await page
      .locator('.ant-popover:visible')
      .getByRole('button', { name: 'Cancel booking' })
      .click();
    await page.getByText(BOOKING_MESSAGES.bookingCancelled, { exact: true }).waitFor();
    await placed.waitFor({ state: 'detached' });
  });
});
