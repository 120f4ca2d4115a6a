import { addIstDays, istDate } from '@yoga/contracts';
import { api, registerUser } from '@yoga/testing';
import {
  newInstructor,
  openedIn,
  signedInPage,
  startAdminSession,
  stopAdminSession,
  type AdminSession,
} from './admin-helpers';

let s: AdminSession;

beforeAll(async () => {
  s = await startAdminSession();
});
afterAll(() => stopAdminSession(s));

describe('Instructor console', () => {
  it('shows the instructor their class with a shared health note on the roster, and starts it as host', async () => {
    const url = s.server.url;
    const ira = await newInstructor(s, {
      name: 'Ira Iyer',
      email: 'ira.iyer@example.in',
      phone: '9812300011',
    });

    // Tomorrow's class with a link of its own (the manual provider: the host's link is that link).
    const date = addIstDays(istDate(), 1);
    const hostLink = 'https://meet.example.com/sunrise-host';
    // A one-off class taught by Ira (its instructor picked when it is made).
    const yogaClass = await api<{ id: number }>(url, s.token, 'POST', '/classes', {
      title: 'Sunrise Flow',
      date,
      time: '07:10',
      link: hostLink,
      instructor_id: ira.id,
    });
    expect(yogaClass.status).toBe(201);

    // A student books it and shares a health note; another books without sharing.
    for (const [name, share] of [
      ['Sita Sharma', true],
      ['Ravi Verma', false],
    ] as const) {
      const student = await registerUser(url, { name });
      const session = await api<{ token: string }>(url, null, 'POST', '/auth/login', {
        email: student.email,
        password: student.password,
      });
      const studentToken = session.body.token;
      const booked = await api(url, studentToken, 'POST', '/bookings/class', {
        class_id: yogaClass.body.id,
        name,
        email: student.email,
        phone: '9811111111',
        preferred_date: date,
        preferred_time: '07:10',
      });
      expect(booked.status).toBe(201);
      const notes = await api(url, studentToken, 'PUT', '/profile/health-notes', {
        conditions: ['knee'],
        other: `${name}: left knee surgery in 2025`,
        share_with_instructors: share,
      });
      expect(notes.status).toBe(200);
    }

    // The instructor lands on the console; the menu holds only it (and logging out).
    const page = await signedInPage(s, ira.email, ira.password);
    await page.goto(`${url}/admin`);
    await page.getByRole('heading', { name: 'Instructor console', level: 1 }).waitFor();
    expect(page.url()).toContain('/admin/console');
    const nav = page.getByRole('navigation', { name: 'Instructor console navigation' });
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(['Instructor console', 'Logout']);

    const row = page.getByRole('row', { name: /Sunrise Flow/ });
    await row.getByRole('button', { name: 'Open Sunrise Flow' }).click();
    const note = page.getByTestId('health-note');
    await note.getByText('Knee', { exact: true }).waitFor();
    await note.getByText('Sita Sharma: left knee surgery in 2025').waitFor();
    // The student who did not consent: nothing of theirs is shown.
    await page
      .getByRole('row', { name: /Ravi Verma/ })
      .getByText('None shared')
      .waitFor();
    expect(await page.locator('body').innerText()).not.toContain('Ravi Verma: left knee');

    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByTestId('host-link').waitFor();
    expect(await page.getByTestId('host-link').getAttribute('href')).toBe(hostLink);
    expect(await openedIn(page)).toEqual([hostLink]);
  });
});
