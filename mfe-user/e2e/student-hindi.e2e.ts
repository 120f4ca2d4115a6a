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

async function chooseClass() {
  const combobox = panel(session.page).getByRole('combobox', { name: 'क्लास' });
  await combobox.click();
  await combobox.fill(yogaClass.title.slice(0, 10));
  await session.page.locator('.ant-select-item-option', { hasText: yogaClass.title }).click();
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
    const form = panel(page).getByRole('form', { name: 'क्लास बुक करें' });
    await chooseClass();
    await form.getByRole('button', { name: 'क्लास बुक करें' }).click();
    await page.getByText('क्लास सफलतापूर्वक बुक हो गई!', { exact: true }).waitFor();

    // The first booking offers the reminders, in Hindi too.
    const prompt = page.getByRole('dialog', { name: 'क्लास के रिमाइंडर चाहिए?' });
    await prompt.waitFor();
    await prompt.getByRole('button', { name: 'अभी नहीं' }).click();
    await prompt.waitFor({ state: 'hidden' });

    await chooseClass();
    await form.getByRole('button', { name: 'क्लास बुक करें' }).click();
    // "You have already booked this class." comes from the API, answered in the page's language.
    await page
      .getByText('बुकिंग नहीं हो सकी। कृपया फिर कोशिश करें। आप यह क्लास पहले ही बुक कर चुके हैं।', {
        exact: true,
      })
      .waitFor();
  });

  it('has no serious or critical axe violation on a Hindi panel page', async () => {
    const { page } = session;
    await page.goto(`${harness.server.url}/user/bookings`);
    await panel(page).getByRole('heading', { name: 'मेरी बुकिंग', level: 1 }).waitFor();
    await panel(page).getByText(yogaClass.title).first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
