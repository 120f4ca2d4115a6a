import { api, webHarnessForFile } from '@yoga/testing';
import type { Profile } from '@yoga/contracts';
import { adminToken, indiaDate, newStudent, panel, type StudentSession } from './student-helpers';

/**
 * Members abroad (issue 37): a student whose device is in New York reads every class time in India time
 * and on her own clock beside it, in both languages: her bookings across New York's daylight-saving change
 * (13 March 2027 is still EST there, 15 March is EDT), the week's timetable in the panel and the public
 * schedule. Her profile takes the device's zone on her first visit.
 */
const harness = webHarnessForFile();
const ZONE = 'America/New_York';

const classes = [
  // 06:00 IST is 00:30 UTC: 7:30 pm EST on 12 March, 8:30 pm EDT on 14 March (clocks go forward on the 14th).
  { title: 'Before The Change Hatha', date: '2027-03-13', time: '06:00' },
  { title: 'After The Change Hatha', date: '2027-03-15', time: '06:00' },
  // In the coming week (late November: New York is on EST).
  { title: 'Coming Week Hatha', date: indiaDate(2), time: '06:00' },
];

const EXPECTED = {
  en: {
    before: '6:00 am IST · 7:30 pm EST, the day before',
    after: '6:00 am IST · 8:30 pm EDT, the day before',
    week: '6:00 am IST · 7:30 pm EST, the day before',
  },
  hi: {
    before: 'सुबह 6:00 बजे IST · शाम 7:30 बजे EST (एक दिन पहले)',
    after: 'सुबह 6:00 बजे IST · रात 8:30 बजे EDT (एक दिन पहले)',
    week: 'सुबह 6:00 बजे IST · शाम 7:30 बजे EST (एक दिन पहले)',
  },
} as const;

let session: StudentSession;

beforeAll(async () => {
  const admin = await adminToken(harness.server.url);
  session = await newStudent(harness, { name: 'Lakshmi Iyer', timezoneId: ZONE });
  for (const cls of classes) {
    const created = await api<{ id: number }>(harness.server.url, admin, 'POST', '/classes', {
      ...cls,
      class_type: 'paid',
      link: 'https://meet.example.in/abroad',
      description: 'A class for the members abroad test',
    });
    expect(created.status).toBe(201);
    if (cls.title === 'Coming Week Hatha') continue;
    const booked = await api(harness.server.url, session.token, 'POST', '/bookings/class', {
      class_id: created.body.id,
      name: session.student.name,
      email: session.student.email,
      phone: session.student.number,
      preferred_date: cls.date,
      preferred_time: cls.time,
    });
    expect(booked.status).toBe(201);
  }
});

afterAll(async () => {
  await session.context.close();
});

describe('a student in New York', () => {
  for (const locale of ['en', 'hi'] as const) {
    it(`reads India time and hers in My Bookings, the week and the public schedule (${locale})`, async () => {
      const { page, token } = session;
      const language = await api(harness.server.url, token, 'PATCH', '/profile', {
        language: locale,
      });
      expect(language.status).toBe(200);
      await page.addInitScript((l) => localStorage.setItem('yoga.locale', l), locale);

      await page.goto(`${harness.server.url}/user/bookings`);
      const item = (title: string) =>
        panel(page).getByTestId('booking-item').filter({ hasText: title });
      await item('Before The Change Hatha').getByText(EXPECTED[locale].before).waitFor();
      await item('After The Change Hatha').getByText(EXPECTED[locale].after).waitFor();

      // Her first visit gave her profile the device's zone.
      const profile = await api<Profile>(harness.server.url, token, 'GET', '/profile');
      expect(profile.body.time_zone).toBe(ZONE);

      await page.goto(`${harness.server.url}/user/classbook`);
      await panel(page)
        .getByTestId('week-class')
        .filter({ hasText: 'Coming Week Hatha' })
        .getByText(EXPECTED[locale].week)
        .waitFor();

      await page.goto(`${harness.server.url}${locale === 'hi' ? '/hi' : ''}/schedule`);
      await page
        .getByRole('listitem')
        .filter({ hasText: 'Coming Week Hatha' })
        .getByText(EXPECTED[locale].week)
        .first()
        .waitFor();
    });
  }

  it('changes her zone in the profile, and the times follow', async () => {
    const { page, token } = session;
    await api(harness.server.url, token, 'PATCH', '/profile', { language: 'en' });
    await page.addInitScript(() => localStorage.setItem('yoga.locale', 'en'));
    await page.goto(`${harness.server.url}/user/profile`);
    const picker = panel(page).getByRole('combobox', { name: 'Time zone' });
    // The browser's own list, grouped by region (issue 38: the profile without antd's Select).
    await picker.selectOption('Europe/London');
    await panel(page).getByText('Time zone saved.').waitFor();
    const profile = await api<Profile>(harness.server.url, token, 'GET', '/profile');
    expect(profile.body.time_zone).toBe('Europe/London');
    await page.goto(`${harness.server.url}/user/bookings`);
    await panel(page)
      .getByTestId('booking-item')
      .filter({ hasText: 'After The Change Hatha' })
      .getByText('6:00 am IST · 12:30 am GMT')
      .waitFor();
  });
});
