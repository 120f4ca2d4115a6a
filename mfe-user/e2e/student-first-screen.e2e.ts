import { api, webHarnessForFile } from '@yoga/testing';
import type { YogaClass } from '@yoga/contracts';
import { newStudent, panel } from './student-helpers';

const harness = webHarnessForFile();

describe("a new student's first screen", () => {
  it.each([
    ['phone', 390, 844],
    ['desktop', 1280, 800],
  ])(
    'on a %s (%i×%i) shows "Book your first class" with the next classes first, numbers after',
    async (_device, width, height) => {
      const session = await newStudent(harness, { width });
      const { context, page, token } = session;
      await page.setViewportSize({ width, height });
      await page.goto(`${harness.server.url}/user/dashboard`);
      const card = panel(page).getByTestId('first-class');
      await card.getByRole('heading', { name: 'Book your first class', level: 2 }).waitFor();
      await card.getByText(/joining opens 15 minutes before the class starts/).waitFor();
      await card.getByRole('heading', { name: 'Next live classes' }).waitFor();
      const items = card.getByRole('listitem');
      await items.first().waitFor();
      expect(await items.count()).toBeGreaterThanOrEqual(1);
      expect(await items.count()).toBeLessThanOrEqual(3);

      // The card fills the first screen; the number circles come after it.
      const cardBox = (await card.boundingBox())!;
      const circlesBox = (await panel(page).getByTestId('stat-upcoming').boundingBox())!;
      expect(cardBox.y).toBeLessThan(height);
      expect(circlesBox.y).toBeGreaterThan(cardBox.y + cardBox.height - 1);
      if (width < 768) expect(circlesBox.y).toBeGreaterThan(height * 0.6);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);

      await card.getByRole('link', { name: 'Book a class' }).click();
      await page.waitForURL((url) => url.pathname === '/user/classbook');

      // Once she has a booking the dashboard shows her numbers, not the first-class card.
      const classes = (
        await api<YogaClass[]>(harness.server.url, token, 'GET', '/classes')
      ).body.filter((c) => Date.parse(`${c.date}T${c.time}:00+05:30`) > Date.now());
      const next = classes[0];
      const booked = await api(harness.server.url, token, 'POST', '/bookings/class', {
        class_id: next.id,
        name: session.student.name,
        email: session.student.email,
        phone: session.student.number,
        preferred_date: next.date,
        preferred_time: next.time,
      });
      expect(booked.status).toBe(201);
      await page.goto(`${harness.server.url}/user/dashboard`);
      await panel(page).getByTestId('stat-upcoming').getByText('1', { exact: true }).waitFor();
      expect(await panel(page).getByTestId('first-class').count()).toBe(0);
      await context.close();
    },
  );
});
