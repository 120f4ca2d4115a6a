import { api, webHarnessForFile } from '@yoga/testing';
import {
  adminToken,
  indiaDate,
  newStudent,
  panel,
  seriousAxeViolations,
  type StudentSession,
} from './student-helpers';

/**
 * Issue 12 in the browser: the student panel switched to Hindi (kept on reload and on the profile), a
 * Hindi booking, an API error that arrives in Hindi, and axe on a Hindi page.
 */
const harness = webHarnessForFile();
let session: StudentSession;
const yogaClass = {
  title: 'Hindi Hatha Flow',
  class_type: 'paid',
  date: indiaDate(3),
  time: '07:15',
  link: 'https://meet.example.in/hindi-hatha',
};

beforeAll(async () => {
  const admin = await adminToken(harness.server.url);
  const created = await api(harness.server.url, admin, 'POST', '/classes', yogaClass);
  expect(created.status).toBe(201);
  session = await newStudent(harness, { name: 'Sunita Verma' });
});
afterAll(() => session?.context.close());

/** Taps the class in the week's timetable; its confirmation opens. */
async function chooseClass() {
  await panel(session.page).getByTestId('week-class').filter({ hasText: yogaClass.title }).click();
  const dialog = session.page.getByRole('dialog', { name: 'यह क्लास बुक करें?' });
  await dialog.waitFor();
  return dialog.getByRole('form', { name: 'क्लास बुक करें' });
}

describe('the student panel in Hindi', () => {
  it('switches to Hindi from the header, keeps it on reload and saves it on the profile', async () => {
    const { page } = session;
    await page.goto(`${harness.server.url}/user/classbook`);
    await panel(page).getByRole('heading', { name: 'Book a Class', level: 1 }).waitFor();
    const saved = page.waitForResponse(
      (res) => res.url().endsWith('/api/profile') && res.request().method() === 'PATCH',
    );
    await page
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: 'हिन्दी' })
      .click();
    // The switch saves the choice on the profile (the language of the student's messages too).
    expect((await saved).status()).toBe(200);
    await panel(page).getByRole('heading', { name: 'क्लास बुक करें', level: 1 }).waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('hi-IN');
    await expect(page.title()).resolves.toMatch(/^क्लास बुक करें · /);

    await page.reload();
    await panel(page).getByRole('heading', { name: 'क्लास बुक करें', level: 1 }).waitFor();
    const profile = await api<{ language: string }>(
      harness.server.url,
      session.token,
      'GET',
      '/profile',
    );
    expect(profile.body.language).toBe('hi');
  });

  it('books a class with the Hindi success message, and shows the API refusing a second booking in Hindi', async () => {
    const { page } = session;
    const form = await chooseClass();
    await form.getByRole('button', { name: 'क्लास बुक करें' }).click();
    await page.getByText('क्लास सफलतापूर्वक बुक हो गई!', { exact: true }).waitFor();

    // The first booking offers the reminders, in Hindi too.
    const prompt = page.getByRole('dialog', { name: 'क्लास के रिमाइंडर चाहिए?' });
    await prompt.waitFor();
    await prompt.getByRole('button', { name: 'अभी नहीं' }).click();
    await prompt.waitFor({ state: 'hidden' });

    // Booked: shown as the student's own, not offered again.
    const booked = panel(page).getByTestId('week-class').filter({ hasText: yogaClass.title });
    await booked.getByText('बुक है', { exact: true }).waitFor();
    await expect(booked.isDisabled()).resolves.toBe(true);
    // "You have already booked this class." comes from the API, in the student's language.
    const mine = await api<{ class_id: number; name: string; email: string; phone: string }[]>(
      harness.server.url,
      session.token,
      'GET',
      '/bookings/mine',
    );
    const [first] = mine.body;
    // The panel's requests name the page's language (Accept-Language), as this one does.
    const again = await fetch(`${harness.server.url}/api/bookings/class`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${session.token}`,
        'Content-Type': 'application/json',
        'Accept-Language': 'hi-IN',
      },
      body: JSON.stringify({
        class_id: first!.class_id,
        name: first!.name,
        email: first!.email,
        phone: first!.phone,
        preferred_date: yogaClass.date,
        preferred_time: yogaClass.time,
      }),
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(
      'आप यह क्लास पहले ही बुक कर चुके हैं।',
    );
  });

  it('has no serious or critical axe violation on a Hindi panel page', async () => {
    const { page } = session;
    await page.goto(`${harness.server.url}/user/bookings`);
    await panel(page).getByRole('heading', { name: 'मेरी बुकिंग', level: 1 }).waitFor();
    await panel(page).getByText(yogaClass.title).first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe('a blocked Hindi-speaking student', () => {
  it('is signed out on the next API call with the blocked message in Hindi (decided by its code)', async () => {
    const blockedStudent = await newStudent(harness, { name: 'Kavita Rao' });
    const { context, page, student, token } = blockedStudent;
    try {
      const hindi = await api(harness.server.url, token, 'PATCH', '/profile', { language: 'hi' });
      expect(hindi.status).toBe(200);
      // The kept language choice (@yoga/i18n LOCALE_STORAGE_KEY): the panel opens in Hindi.
      await page.addInitScript((key) => localStorage.setItem(key, 'hi'), 'yoga.locale');
      await page.goto(`${harness.server.url}/user/classbook`);
      await panel(page).getByRole('heading', { name: 'क्लास बुक करें', level: 1 }).waitFor();

      const admin = await adminToken(harness.server.url);
      const blocked = await api(
        harness.server.url,
        admin,
        'PATCH',
        `/manageusers/${student.id}/status`,
        {
          status: 'Blocked',
        },
      );
      expect(blocked.status).toBe(200);

      const refused = page.waitForResponse(
        (res) => res.url().includes('/api/') && res.status() === 403,
      );
      await panel(page).getByRole('link', { name: 'मेरी बुकिंग' }).click();
      // The API answers in Hindi; the panel recognises the block by its code, not by English text.
      const answer = (await (await refused).json()) as { code: string; message: string };
      expect(answer).toMatchObject({ code: 'account_blocked', message: 'आपका अकाउंट ब्लॉक है।' });
      await page.waitForURL((url) => url.pathname.endsWith('/auth/login'));
      const alert = page.getByRole('alert').filter({ hasText: 'आपका अकाउंट ब्लॉक है।' });
      await alert.waitFor();
      // Next to it, how to reach the business, in the sign-in page's language (the browser's, since
      // signing out clears storage): the notice's code decides, not its Hindi text.
      await expect(alert.textContent()).resolves.toMatch(
        /call .+ or write to |पर कॉल करें या .+ पर लिखें।/,
      );
      await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
    } finally {
      await context.close();
    }
  });
});
