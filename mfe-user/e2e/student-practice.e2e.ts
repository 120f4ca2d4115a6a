import { api, clearOfIndianMidnight, webHarnessForFile } from '@yoga/testing';
import type { PracticeSummary, YogaClass } from '@yoga/contracts';
import { adminToken, indiaDate, newStudent, panel, seriousAxeViolations } from './student-helpers';

const harness = webHarnessForFile();

/** "HH:mm" in India `minutes` from now. */
function indiaTimeIn(minutes: number): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(Date.now() + minutes * 60_000));
}

describe('the practice calendar', () => {
  it(
    'marks today as a practice day after three classes attended, with the streak and total',
    async () => {
      // Classes today starting in up to 6 minutes, and today practised: all on one India day.
      await clearOfIndianMidnight(8);
      const { page, token } = await newStudent(harness, { name: 'Sunita Rao' });
      const admin = await adminToken(harness.server.url);
      const today = indiaDate(0);
      // Three live classes starting in a few minutes: their join windows are open now.
      for (const minutes of [4, 5, 6]) {
        const created = await api<YogaClass>(harness.server.url, admin, 'POST', '/classes', {
          title: `Practice ${minutes}`,
          date: today,
          time: indiaTimeIn(minutes),
          link: 'https://meet.example.com/practice',
        });
        expect(created.status).toBe(201);
        const joined = await api(
          harness.server.url,
          token,
          'POST',
          `/classes/${created.body.id}/join`,
        );
        expect(joined.status).toBe(200);
      }
      // The attendance events reach the practice module after commit (through the outbox, later on a
      // loaded machine): one practice day.
      let summary: PracticeSummary | undefined;
      for (let i = 0; i < 300 && summary?.total_days !== 1; i++) {
        summary = (await api<PracticeSummary>(harness.server.url, token, 'GET', '/practice/me'))
          .body;
        if (summary.total_days !== 1) await page.waitForTimeout(100);
      }
      expect(summary).toMatchObject({ days: [today], total_days: 1, current_streak: 1 });

      await page.goto(`${harness.server.url}/user/dashboard`);
      const calendar = panel(page).getByTestId('practice-calendar');
      // The month's grid is drawn at once; the practice marks come with the student's figures.
      const todayCell = calendar.locator(`[data-date="${today}"]`);
      await calendar.locator(`[data-date="${today}"][data-practised="true"]`).waitFor();
      await expect(todayCell.getAttribute('aria-label')).resolves.toMatch(/, practised, today$/);
      await expect(
        calendar.locator('td[aria-current="date"] [data-date]').getAttribute('data-date'),
      ).resolves.toBe(today);
      await expect(calendar.locator('[data-practised]').count()).resolves.toBe(1);
      await expect(panel(page).getByTestId('practice-total').innerText()).resolves.toMatch(
        /^Total practice days\s*1\s*day$/,
      );
      await expect(panel(page).getByTestId('practice-current').innerText()).resolves.toMatch(
        /^Current streak\s*1\s*day$/,
      );

      // The month before (registered today: no earlier month to browse), and no month after this one.
      // (The registration date comes with the profile, which may answer after the practice figures.)
      await panel(page).getByRole('button', { name: 'Next month', disabled: true }).waitFor();
      await panel(page).getByRole('button', { name: 'Previous month', disabled: true }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
    10 * 60_000,
  );
});
