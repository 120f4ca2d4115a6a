import { istDate, istTime } from '@yoga/contracts';
import { api, webHarnessForFile, type Page } from '@yoga/testing';
import {
  adminToken,
  indiaDate,
  newStudent,
  seriousAxeViolations,
  type StudentSession,
} from './student-helpers';

/**
 * The TV view (issue 37) at 1920×1080, driven by the keyboard alone (a remote's arrows and OK): the code
 * shown signed out, approved on her signed-in phone ("Open on TV"), the TV signs in by itself, focus starts
 * on the next class's Join, the arrows move it, OK (Enter) presses, and the type is large.
 */
const harness = webHarnessForFile();
let phone: StudentSession;

// The next class: in 10 minutes (India time), so its joining is open; two more tomorrow.
const soon = new Date(Date.now() + 10 * 60_000);
const classes = [
  { title: 'Gentle Chair Yoga', date: istDate(soon), time: istTime(soon) },
  { title: 'Sunrise Hatha', date: indiaDate(1), time: '23:10' },
  { title: 'Evening Pranayama', date: indiaDate(1), time: '23:40' },
];

beforeAll(async () => {
  const admin = await adminToken(harness.server.url);
  phone = await newStudent(harness, { name: 'Kamala Devi' });
  for (const cls of classes) {
    const created = await api<{ id: number }>(harness.server.url, admin, 'POST', '/classes', {
      ...cls,
      class_type: 'paid',
      link: 'https://meet.example.in/tv-class',
      description: 'A class for the TV test',
    });
    expect(created.status).toBe(201);
    const booked = await api(harness.server.url, phone.token, 'POST', '/bookings/class', {
      class_id: created.body.id,
      name: phone.student.name,
      email: phone.student.email,
      phone: phone.student.number,
      preferred_date: cls.date,
      preferred_time: cls.time,
    });
    expect(booked.status).toBe(201);
  }
});

/** What has focus: its test id, its text, and how it is drawn (outline) and sized. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const style = el ? getComputedStyle(el) : null;
    return {
      testId: el?.dataset.testid ?? null,
      text: el?.textContent ?? '',
      row: el?.closest('li')?.textContent ?? '',
      outline: style ? `${style.outlineStyle} ${style.outlineWidth}` : '',
    };
  });
}

/** The computed font size (px) of the smallest text of the selector's elements. */
async function smallestFontSize(page: Page, selector: string): Promise<number> {
  return page.evaluate((sel) => {
    const sizes = Array.from(document.querySelectorAll<HTMLElement>(sel)).map((el) =>
      parseFloat(getComputedStyle(el).fontSize),
    );
    return sizes.length ? Math.min(...sizes) : 0;
  }, selector);
}

describe('TV view by keyboard only', () => {
  it('shows a code, signs in when the phone approves it, starts on the next Join and moves by arrows', async () => {
    const tvContext = await harness.browser.newContext({
      viewport: { width: 1920, height: 1080 },
    });
    const tv = await tvContext.newPage();
    try {
      await tv.goto(`${harness.server.url}/tv`);
      const codeBox = tv.getByTestId('tv-user-code');
      await codeBox.waitFor();
      const shown = (await codeBox.innerText()).trim();
      expect(shown).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
      await expect(tv.getByTestId('tv-verification-uri').innerText()).resolves.toMatch(
        /\/user\/tv$/,
      );
      // Never a password on a remote; the marketing frame is not there either.
      await expect(tv.locator('input').count()).resolves.toBe(0);
      await expect(tv.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(
        'Watch your classes on this TV',
      );
      expect(await smallestFontSize(tv, '[data-testid="tv-view"] p')).toBeGreaterThanOrEqual(32);
      await expect(seriousAxeViolations(tv)).resolves.toEqual([]);

      // The phone, already signed in: "Open on TV" in the student panel approves the code.
      await phone.page.goto(`${harness.server.url}/user/dashboard`);
      await phone.page.getByRole('link', { name: 'Open on TV' }).first().click();
      await phone.page.getByRole('heading', { name: 'Open on TV', level: 1 }).waitFor();
      await phone.page.getByLabel('Code shown on the TV').fill(shown.toLowerCase());
      await phone.page.getByRole('button', { name: 'Approve' }).click();
      await phone.page.getByText('Done: your TV signs in within a few seconds.').waitFor();

      // The TV signs in by itself (its next poll) and lists today's and tomorrow's classes.
      await tv.getByRole('heading', { name: 'Namaste, Kamala Devi' }).waitFor({ timeout: 30_000 });
      await tv.getByTestId('tv-class').nth(2).waitFor();
      await expect(tv.getByTestId('tv-class').allInnerTexts()).resolves.toEqual([
        expect.stringContaining('Gentle Chair Yoga'),
        expect.stringContaining('Sunrise Hatha'),
        expect.stringContaining('Evening Pranayama'),
      ]);

      // Focus starts on the next class's Join, drawn with a thick outline.
      const first = await focused(tv);
      expect(first).toMatchObject({ testId: 'tv-join', text: 'Join' });
      expect(first.row).toContain('Gentle Chair Yoga');
      expect(first.outline).toMatch(/^solid [1-9]\d*px$/);
      expect(parseInt(first.outline.split(' ')[1]!, 10)).toBeGreaterThanOrEqual(4);

      await expect(seriousAxeViolations(tv)).resolves.toEqual([]);
      await expect(seriousAxeViolations(phone.page)).resolves.toEqual([]);

      // Arrows move focus down the list and back; the type reads across a room.
      await tv.keyboard.press('ArrowDown');
      const second = await focused(tv);
      expect(second.testId).toBe('tv-join');
      expect(second.row).toContain('Sunrise Hatha');
      expect(second.text).toBe('Join from 11:10 pm IST');
      await tv.keyboard.press('ArrowDown');
      expect((await focused(tv)).row).toContain('Evening Pranayama');
      await tv.keyboard.press('ArrowDown');
      expect((await focused(tv)).text).toBe('हिन्दी');
      await tv.keyboard.press('ArrowDown');
      expect((await focused(tv)).text).toBe('Sign out of this TV');
      await tv.keyboard.press('ArrowDown');
      expect((await focused(tv)).text).toBe('Sign out of this TV');
      await tv.keyboard.press('ArrowUp');
      await tv.keyboard.press('ArrowUp');
      await tv.keyboard.press('ArrowUp');
      expect((await focused(tv)).row).toContain('Sunrise Hatha');
      expect(
        await smallestFontSize(
          tv,
          '[data-testid="tv-view"] li span, [data-testid="tv-view"] button',
        ),
      ).toBeGreaterThanOrEqual(32);

      // OK on a class not open yet says when it opens; OK on the language button turns the TV Hindi.
      await tv.keyboard.press('Enter');
      await expect(tv.getByTestId('tv-status').innerText()).resolves.toBe(
        'Joining opens 15 minutes before the class: this class starts at 11:10 pm IST.',
      );
      await tv.keyboard.press('ArrowDown');
      await tv.keyboard.press('ArrowDown');
      await tv.keyboard.press('Enter');
      await tv.getByRole('heading', { name: 'नमस्ते, Kamala Devi' }).waitFor();
      await tv.getByRole('button', { name: 'इस टीवी से साइन-आउट करें' }).waitFor();
      expect((await focused(tv)).text).toBe('English');

      // Signing out of the TV shows a new code (in Hindi now).
      await tv.keyboard.press('ArrowDown');
      await tv.keyboard.press('Enter');
      await tv.getByRole('heading', { name: 'इस टीवी पर अपनी कक्षाएँ देखें' }).waitFor();
      await expect(tv.getByTestId('tv-user-code').innerText()).resolves.not.toBe(shown);
    } finally {
      await tvContext.close();
    }
  });
});
