import {
  HEALTH_QUESTION_IDS,
  istDate,
  istTime,
  istWeekday,
  WEEKDAY_NAMES,
  type ClassVideoRooms,
  type TimetableSlot,
  type YogaClass,
} from '@yoga/contracts';
import { FakeZoom, api, registerUser, signInAs } from '@yoga/testing';
import {
  pickOption,
  startAdminSession,
  stopAdminSession,
  type AdminSession,
} from './admin-helpers';

// Issue 33, a class bigger than one meeting: the server runs with the Zoom fake and a meeting that holds
// one student (ZOOM_MEETING_CAPACITY=1), so the second and third students are in the overflow.
const zoom = new FakeZoom('acct_OVF', 'client_OVF', 'secret-ovf-0123456789', 'whs-ovf');
let s: AdminSession;

beforeAll(async () => {
  await zoom.start();
  s = await startAdminSession({ ...zoom.env(), ZOOM_MEETING_CAPACITY: '1' });
}, 240_000);
afterAll(async () => {
  await stopAdminSession(s);
  await zoom.stop();
});

describe('a class bigger than one meeting', () => {
  it("the owner sends a slot's overflow to the webinar; a student beyond the meeting is told so, in English and Hindi", async () => {
    const url = s.server.url;
    // A slot of today whose class starts in five minutes (its join window is open).
    const start = new Date(Date.now() + 5 * 60_000);
    const today = istDate(start);
    const weekday = istWeekday(today);
    const title = 'Overflow Sunrise';
    const made = await api<TimetableSlot>(url, s.token, 'POST', '/timetable/slots', {
      day_of_week: weekday,
      start_time: istTime(start),
      title,
      capacity: 50,
    });
    expect(made.status).toBe(201);

    // The owner picks the webinar as the slot's overflow in the Timetable screen.
    const page = s.page;
    await page.goto(`${url}/admin/timetable`);
    await pickOption(page, 'Show day', WEEKDAY_NAMES[weekday]);
    await page
      .locator(`tr[data-row-key="${made.body.id}"]`)
      .getByRole('button', { name: 'Edit' })
      .click();
    const form = page.getByRole('form', { name: 'Slot form' });
    await form.getByText('Meeting', { exact: true }).waitFor();
    await pickOption(page, 'When the meeting is full', 'The webinar', form);
    await form.getByRole('button', { name: 'Update slot' }).click();
    await page.getByText('Slot updated; upcoming classes follow it').waitFor();
    const slots = (await api<TimetableSlot[]>(url, s.token, 'GET', '/timetable/slots')).body;
    expect(slots.find((x) => x.id === made.body.id)).toMatchObject({
      video_format: 'meeting',
      video_overflow: 'webinar',
    });
    const classes = (
      await api<YogaClass[]>(url, s.token, 'GET', `/classes?from=${today}&to=${today}&limit=100`)
    ).body;
    const c = classes.find((x) => x.title === title)!;
    expect(c).toMatchObject({ video_overflow: 'webinar' });

    // Three students book in turn: the first booked has the meeting's one seat.
    const students: { email: string; password: string; token: string }[] = [];
    for (const name of ['Asha First', 'Bela Second', 'Chitra Third']) {
      const student = await registerUser(url, { name });
      const { token } = (
        await api<{ token: string }>(url, null, 'POST', '/auth/login', {
          email: student.email,
          password: student.password,
        })
      ).body;
      const booked = await api(url, token, 'POST', '/bookings/class', {
        class_id: c.id,
        name,
        email: student.email,
        phone: '9811111111',
        preferred_date: today,
        preferred_time: c.time,
      });
      expect(booked.status).toBe(201);
      const answered = await api(url, token, 'PUT', '/health-questionnaire/me', {
        answers: Object.fromEntries(HEALTH_QUESTION_IDS.map((id) => [id, false])),
      });
      expect(answered.status).toBe(200);
      students.push({ ...student, token });
    }
    const first = await api<{ url: string; room?: unknown }>(
      url,
      students[0].token,
      'POST',
      `/classes/${c.id}/join`,
    );
    expect(first.body.room).toEqual({ kind: 'meeting', overflow: false });

    // The second (English) and the third (Hindi) press Join in their panels: each is told she is in
    // the webinar, and what she will see.
    const told = async (i: number, hindi: boolean, text: string, button: string) => {
      const context = await s.browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.route('https://fake.zoom.test/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Zoom</title>' }),
      );
      if (hindi) {
        await api(url, students[i].token, 'PATCH', '/profile', { language: 'hi' });
        await context.addInitScript((key) => localStorage.setItem(key, 'hi'), 'yoga.locale');
      }
      await signInAs(context, url, students[i].email, students[i].password);
      const student = await context.newPage();
      await student.goto(`${url}/user/bookings`);
      const item = student.getByTestId('booking-item').filter({ hasText: title });
      const [tab] = await Promise.all([
        student.waitForEvent('popup'),
        item.getByRole('button', { name: button }).click(),
      ]);
      await tab.waitForURL(/^https:\/\/fake\.zoom\.test\/w\//);
      const webinar = zoom.liveWebinars().find((w) => w.topic === `${title} (2)`)!;
      expect(tab.url()).toBe(
        zoom.registrants.get(webinar.id)?.find((r) => r.email === students[i].email)?.join_url,
      );
      const notice = item.getByTestId('join-room');
      await notice.getByText(text, { exact: false }).waitFor();
      await context.close();
    };
    await told(1, false, 'you are in its webinar. You will see and hear the instructor', 'Join');
    await told(2, true, 'आप इसके वेबिनार में हैं। आप इंस्ट्रक्टर को देखेंगी और सुनेंगी', 'जुड़ें');

    // The admin's figures: one in the meeting (its capacity 1), two in the webinar.
    const figures = (await api<ClassVideoRooms>(url, s.token, 'GET', `/classes/${c.id}/video`))
      .body;
    expect(figures.rooms.map((r) => [r.room, r.kind, r.registered, r.capacity])).toEqual([
      ['main', 'meeting', 1, 1],
      ['overflow', 'webinar', 2, 1000],
    ]);
  });
});
