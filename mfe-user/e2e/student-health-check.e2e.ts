import {
  HEALTH_QUESTION_IDS,
  istDate,
  istTime,
  type HealthQuestionnaireStatus,
} from '@yoga/contracts';
import type { Locator } from 'playwright-core';
import { api, webHarnessForFile } from '@yoga/testing';
import {
  adminToken,
  newStudent,
  panel,
  seriousAxeViolations,
  type StudentSession,
} from './student-helpers';

const harness = webHarnessForFile();

/** A class starting in five minutes (India time), booked by the student: its Join is open. */
async function bookClassStartingSoon(session: StudentSession, title: string, link: string) {
  const start = new Date(Date.now() + 5 * 60_000);
  const yogaClass = {
    title,
    class_type: 'paid',
    date: istDate(start),
    time: istTime(start),
    link,
    description: 'Gentle practice',
  };
  const admin = await adminToken(harness.server.url);
  const created = await api<{ id: number }>(
    harness.server.url,
    admin,
    'POST',
    '/classes',
    yogaClass,
  );
  expect(created.status).toBe(201);
  const booked = await api(harness.server.url, session.token, 'POST', '/bookings/class', {
    class_id: created.body.id,
    name: session.student.name,
    email: session.student.email,
    phone: session.student.number,
    preferred_date: yogaClass.date,
    preferred_time: yogaClass.time,
  });
  expect(booked.status).toBe(201);
  // The meeting host is not on this network: answer for it.
  await session.context.route('https://meet.example.in/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Meeting</title>' }),
  );
}

/** Taps an answer's button as a finger would (the radio input itself is hidden under it). */
async function choose(group: Locator, answer: string) {
  await group.getByText(answer, { exact: true }).click();
  await expect(group.getByRole('radio', { name: answer }).isChecked()).resolves.toBe(true);
}

const statusOf = async (session: StudentSession) =>
  (
    await api<HealthQuestionnaireStatus>(
      harness.server.url,
      session.token,
      'GET',
      '/health-questionnaire/me',
    )
  ).body;

describe('the health check before the first Join', () => {
  it('on a phone in Hindi: a "yes" shows the advice, she confirms reading it, then Join opens the class', async () => {
    const session = await newStudent(harness, { width: 390, name: 'Kamla Devi' });
    const { page, context, token } = session;
    try {
      const hindi = await api(harness.server.url, token, 'PATCH', '/profile', { language: 'hi' });
      expect(hindi.status).toBe(200);
      await page.addInitScript((key) => localStorage.setItem(key, 'hi'), 'yoga.locale');
      const link = 'https://meet.example.in/hatha-hindi';
      await bookClassStartingSoon(session, 'Chair Yoga Now', link);

      await page.goto(`${harness.server.url}/user/bookings`);
      const item = panel(page).getByTestId('booking-item').filter({ hasText: 'Chair Yoga Now' });
      await item.getByRole('button', { name: 'जुड़ें' }).click();
      const dialog = page.getByRole('dialog', { name: 'पहली क्लास से पहले: सेहत के कुछ सवाल' });
      await dialog.waitFor();
      const groups = dialog.getByRole('radiogroup');
      await groups.first().waitFor();
      await expect(groups.count()).resolves.toBe(HEALTH_QUESTION_IDS.length);
      const knees = dialog.getByRole('radiogroup', {
        name: 'क्या आपके घुटनों में दर्द रहता है, या घुटने में कोई चोट या ऑपरेशन हुआ है?',
      });
      // Nothing to send until every question has its answer.
      const next = dialog.getByRole('button', { name: 'क्लास में जुड़ें' });
      await expect(next.isDisabled()).resolves.toBe(true);
      for (let i = 0; i < HEALTH_QUESTION_IDS.length; i++) await choose(groups.nth(i), 'नहीं');
      await choose(knees, 'हाँ');
      // Nothing runs off a 390 px screen.
      await expect(
        page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).resolves.toBe(true);
      await dialog.getByRole('button', { name: 'आगे बढ़ें' }).click();

      const advice = page.getByRole('dialog', { name: 'बताने के लिए धन्यवाद' });
      await advice.waitFor();
      await advice.getByText('पहली क्लास से पहले अपने डॉक्टर से मिलें', { exact: false }).waitFor();
      await advice.getByText('बैठकर करने वाले विकल्प चुनें', { exact: false }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      const join = advice.getByRole('button', { name: 'क्लास में जुड़ें' });
      await expect(join.isDisabled()).resolves.toBe(true);
      await advice.getByRole('checkbox', { name: 'मैंने यह सलाह पढ़ ली है' }).check();
      const [tab] = await Promise.all([page.waitForEvent('popup'), join.click()]);
      await tab.waitForURL(link);
      await tab.close();
      await advice.waitFor({ state: 'hidden' });

      expect(await statusOf(session)).toMatchObject({ due: false, any_yes: true, confirmed: true });
      // Done for the year: the next Join goes straight to the class.
      await page.reload();
      const again = panel(page).getByTestId('booking-item').filter({ hasText: 'Chair Yoga Now' });
      const [second] = await Promise.all([
        page.waitForEvent('popup'),
        again.getByRole('button', { name: 'जुड़ें' }).click(),
      ]);
      await second.waitForURL(link);
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });

  it('on a desktop in English: "Not now" joins nothing; all "no" joins at once, with no advice', async () => {
    const session = await newStudent(harness, { name: 'Asha Menon' });
    const { page, context } = session;
    try {
      const link = 'https://meet.example.in/flow-english';
      await bookClassStartingSoon(session, 'Morning Flow Now', link);
      await page.goto(`${harness.server.url}/user/bookings`);
      const item = panel(page).getByTestId('booking-item').filter({ hasText: 'Morning Flow Now' });
      const joinButton = item.getByRole('button', { name: 'Join' });
      await joinButton.click();
      const dialog = page.getByRole('dialog', {
        name: 'Before your first class: a short health check',
      });
      await dialog
        .getByText('Do you feel pain in your chest when you do physical activity?')
        .waitFor();
      await dialog.getByText('a "yes" does not stop you from joining', { exact: false }).waitFor();
      await dialog.getByRole('button', { name: 'Not now' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await statusOf(session)).toMatchObject({ due: true, answered_at: null });

      await joinButton.click();
      await dialog.waitFor();
      const groups = dialog.getByRole('radiogroup');
      await groups.first().waitFor();
      for (let i = 0; i < HEALTH_QUESTION_IDS.length; i++) await choose(groups.nth(i), 'No');
      const [tab] = await Promise.all([
        page.waitForEvent('popup'),
        dialog.getByRole('button', { name: 'Join the class' }).click(),
      ]);
      await tab.waitForURL(link);
      await tab.close();
      expect(await statusOf(session)).toMatchObject({ due: false, any_yes: false });
    } finally {
      await context.close();
    }
  });
});
