import { HEALTH_QUESTION_IDS, istDate, istTime } from '@yoga/contracts';
import { FakeZoom, api, registerUser, signInAs } from '@yoga/testing';
import {
  newInstructor,
  openedIn,
  signedInPage,
  startAdminSession,
  stopAdminSession,
  type AdminSession,
} from './admin-helpers';

// The server runs with the Zoom provider, pointed at a local fake speaking Zoom's protocol (OAuth, meetings,
// registrants): the one the backend tests use.
const zoom = new FakeZoom('acct_E2E', 'client_E2E', 'secret-e2e-0123456789', 'whs-e2e');
let s: AdminSession;

beforeAll(async () => {
  await zoom.start();
  s = await startAdminSession(zoom.env());
}, 240_000);
afterAll(async () => {
  await stopAdminSession(s);
  await zoom.stop();
});

describe('Instructor console with Zoom', () => {
  it("gives each student their own registrant link, and the instructor Zoom's fresh host start_url", async () => {
    const url = s.server.url;
    const ira = await newInstructor(s, {
      name: 'Ira Iyer',
      email: 'ira.zoom@example.in',
      phone: '9812300021',
    });
    // A class starting in five minutes (its join window is open), with no link: Zoom makes its meeting.
    const start = new Date(Date.now() + 5 * 60_000);
    const title = 'Zoom Sunrise Flow';
    const date = istDate(start);
    const time = istTime(start);
    // A one-off class taught by Ira (its instructor picked when it is made).
    const created = await api<{ id: number }>(url, s.token, 'POST', '/classes', {
      title,
      date,
      time,
      instructor_id: ira.id,
    });
    expect(created.status).toBe(201);
    const classId = created.body.id;

    // Two students book; one presses Join in her panel, the other joins through the API.
    const students = [];
    for (const name of ['Sita Sharma', 'Ravi Verma']) {
      const student = await registerUser(url, { name });
      const { token } = (
        await api<{ token: string }>(url, null, 'POST', '/auth/login', {
          email: student.email,
          password: student.password,
        })
      ).body;
      const booked = await api(url, token, 'POST', '/bookings/class', {
        class_id: classId,
        name,
        email: student.email,
        phone: '9811111111',
        preferred_date: date,
        preferred_time: time,
      });
      expect(booked.status).toBe(201);
      // Her health check answered (the panel asks for it before a first Join).
      const answered = await api(url, token, 'PUT', '/health-questionnaire/me', {
        answers: Object.fromEntries(HEALTH_QUESTION_IDS.map((id) => [id, false])),
      });
      expect(answered.status).toBe(200);
      students.push({ ...student, token });
    }
    const context = await s.browser.newContext({ viewport: { width: 1280, height: 900 } });
    // Zoom's web client is not on this network: answer for it.
    await context.route('https://fake.zoom.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Zoom</title>' }),
    );
    await signInAs(context, url, students[0].email, students[0].password);
    const studentPage = await context.newPage();
    await studentPage.goto(`${url}/user/bookings`);
    const join = studentPage
      .getByTestId('booking-item')
      .filter({ hasText: title })
      .getByRole('button', { name: 'Join' });
    const [tab] = await Promise.all([studentPage.waitForEvent('popup'), join.click()]);
    await tab.waitForURL(/^https:\/\/fake\.zoom\.test\/w\//);
    const sitaLink = tab.url();
    await context.close();
    const ravi = await api<{ url: string }>(
      url,
      students[1].token,
      'POST',
      `/classes/${classId}/join`,
    );
    expect(ravi.status).toBe(200);

    // Each link is that student's own registrant link at Zoom (never the meeting's shared one).
    const [meeting] = zoom.liveMeetings().filter((m) => m.topic === title);
    const registrants = zoom.registrants.get(meeting.id) ?? [];
    const linkOf = (email: string) => registrants.find((r) => r.email === email)?.join_url;
    expect(sitaLink).toBe(linkOf(students[0].email));
    expect(ravi.body.url).toBe(linkOf(students[1].email));
    expect(sitaLink).not.toBe(ravi.body.url);
    expect(sitaLink).not.toBe(meeting.join_url);

    // The instructor presses Start: the start_url is asked of Zoom at that moment (it expires two hours
    // after it is issued), not the one answered when the meeting was made.
    const madeWith = meeting.start_url;
    const page = await signedInPage(s, ira.email, ira.password);
    await page.goto(`${url}/admin/console`);
    await page
      .getByRole('row', { name: new RegExp(title) })
      .getByRole('button', { name: `Open ${title}` })
      .click();
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByTestId('host-link').waitFor();
    const hostLink = await page.getByTestId('host-link').getAttribute('href');
    expect(hostLink).toMatch(new RegExp(`^https://fake\\.zoom\\.test/s/${meeting.id}\\?zak=`));
    expect(hostLink).toBe(zoom.meetings.get(meeting.id)?.start_url);
    expect(hostLink).not.toBe(madeWith);
    expect(await openedIn(page)).toEqual([hostLink]);
  });
});
