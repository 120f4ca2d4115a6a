import {
  addIstDays,
  istDate,
  istWeekday,
  WEEKDAY_NAMES,
  type ManagedUser,
  type TimetableSlot,
} from '@yoga/contracts';
import { api, registerUser, signInAs, type Page } from '@yoga/testing';
import {
  newInstructor,
  pickOption,
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

const PHONE = { width: 390, height: 844 };

/** How far the page scrolls sideways (0: it fits). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Issue 38: one instructor field. The admin picks a new instructor account for a timetable slot; she
 * signs in and finds its classes in a console titled for her, on a phone and a desktop; students see
 * her name on the public schedule.
 */
describe('Instructors: the picker, the console, the schedule', () => {
  it('assigns a new instructor to a slot with the picker; she sees its classes at once, students see her name', async () => {
    const url = s.server.url;
    const meera = await newInstructor(s, {
      name: 'Meera Joshi',
      email: 'meera.joshi@example.in',
      phone: '9812300031',
    });
    // Tomorrow's first slot (the spec's 05:30 class).
    const tomorrow = addIstDays(istDate(), 1);
    const weekday = istWeekday(tomorrow);
    const all = (await api<TimetableSlot[]>(url, s.token, 'GET', '/timetable/slots')).body;
    const slot = all.filter((x) => x.day_of_week === weekday)[0];

    const page = s.page;
    await page.goto(`${url}/admin/timetable`);
    await pickOption(page, 'Show day', WEEKDAY_NAMES[weekday]);
    await page
      .locator(`tr[data-row-key="${slot.id}"]`)
      .getByRole('button', { name: 'Edit' })
      .click();
    const form = page.getByRole('form', { name: 'Slot form' });
    // The instructor is a picker of the instructor accounts, not a free-text box.
    await pickOption(page, 'Instructor', 'Meera Joshi', form);
    await form.getByRole('button', { name: 'Update slot' }).click();
    await page.getByText('Slot updated; upcoming classes follow it').waitFor();
    await page
      .locator(`tr[data-row-key="${slot.id}"]`)
      .getByRole('cell', { name: 'Meera Joshi' })
      .waitFor();
    const saved = (await api<TimetableSlot[]>(url, s.token, 'GET', '/timetable/slots')).body;
    expect(saved.find((x) => x.id === slot.id)).toMatchObject({
      instructor_id: meera.id,
      instructor_name: 'Meera Joshi',
    });

    // She signs in on a phone: her console, titled for her, lists the slot's class as a card.
    const phoneContext = await s.browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    await signInAs(phoneContext, url, meera.email, meera.password);
    const phone = await phoneContext.newPage();
    await phone.goto(`${url}/admin`);
    await phone.getByRole('heading', { name: 'Instructor console', level: 1 }).waitFor();
    const cards = phone.getByTestId('console-cards');
    await cards.getByText(slot.title).first().waitFor();
    await cards
      .getByRole('button', { name: `Open ${slot.title}` })
      .first()
      .waitFor();
    expect(await phone.locator('body').innerText()).not.toContain('Admin panel');
    expect(await phone.title()).not.toContain('Admin panel');
    expect(await sideways(phone)).toBeLessThanOrEqual(0);
    // Opening the class keeps the page within the phone's width.
    await cards
      .getByRole('button', { name: `Open ${slot.title}` })
      .first()
      .click();
    await phone.getByRole('button', { name: 'Start' }).waitFor();
    expect(await sideways(phone)).toBeLessThanOrEqual(0);
    await phoneContext.close();

    // On a desktop: the same class in the table, the panel titled for her.
    const desktop = await signedInPage(s, meera.email, meera.password);
    await desktop.goto(`${url}/admin/console`);
    await desktop.getByRole('heading', { name: 'Instructor console', level: 1 }).waitFor();
    await desktop
      .getByRole('row', { name: new RegExp(slot.title) })
      .first()
      .getByRole('cell', { name: 'Meera Joshi' })
      .waitFor();
    await desktop.getByRole('navigation', { name: 'Instructor console navigation' }).waitFor();
    expect(await desktop.locator('body').innerText()).not.toContain('Admin panel');
    expect(await sideways(desktop)).toBeLessThanOrEqual(0);
    await desktop.context().close();

    // A visitor's schedule names her, on a phone and a desktop.
    for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
      const visitor = await s.browser.newContext({ viewport });
      const schedule = await visitor.newPage();
      await schedule.goto(`${url}/schedule`);
      await schedule.getByText('Meera Joshi').first().waitFor();
      await visitor.close();
    }
  });

  it('makes a student who registered herself an instructor in Manage Users; the picker offers her', async () => {
    const url = s.server.url;
    const student = await registerUser(url, { name: 'Asha Verma' });
    const page = s.page;
    await page.goto(`${url}/admin/manage-user`);
    const row = page.getByTestId(`user-row-${student.email}`);
    const edit = row.getByRole('button', { name: 'Edit' });
    await edit.waitFor();
    expect(await edit.isEnabled()).toBe(true);
    await edit.click();
    await pickOption(page, 'Role', 'Instructor', row);
    await row.getByRole('button', { name: 'Save' }).click();
    await row.getByText('Instructor', { exact: true }).waitFor();
    const users = (
      await api<ManagedUser[]>(
        url,
        s.token,
        'GET',
        `/manageusers?search=${encodeURIComponent('Asha Verma')}`,
      )
    ).body;
    expect(users.find((u) => u.email === student.email)?.role).toBe('instructor');

    // The Timetable's picker offers her at once.
    await page.goto(`${url}/admin/timetable`);
    const form = page.getByRole('form', { name: 'Slot form' });
    await form.getByRole('combobox', { name: 'Instructor' }).click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^Asha Verma$/ })
      .waitFor();
  });
});
