import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { istDate, istTime, SUBSCRIPTION_MESSAGES, TRIAL_DAYS } from '@yoga/contracts';
import {
  api,
  copyDataDir,
  registerUser,
  signInAs,
  startServer,
  webHarnessForFile,
  type BrowserContext,
  type Page,
  type RunningServer,
} from '@yoga/testing';
import { adminToken, panel, seriousAxeViolations } from './student-helpers';

/**
 * A student whose trial has ended. The student registers, and books a class on the first server (real
 * clock, still in the trial); a second server then runs on a copy of that database with its clock
 * `TRIAL_DAYS + 1` days ahead (`CLOCK_OFFSET_MS`, honoured outside production only), and the browser's
 * clock is moved the same way. On that clock the class is inside its join window, so only the ended
 * trial keeps the student out.
 */
const harness = webHarnessForFile();
const OFFSET_MS = (TRIAL_DAYS + 1) * 24 * 60 * 60 * 1000;
let later: RunningServer;
let laterData: string;
let context: BrowserContext;
let page: Page;
let token: string;
let classId: number;
const title = 'Expired Trial Flow';

beforeAll(async () => {
  const student = await registerUser(harness.server.url, { name: 'Neha Kapoor' });
  const admin = await adminToken(harness.server.url);
  // Starts five minutes after "now" on the later clock.
  const start = new Date(Date.now() + OFFSET_MS + 5 * 60_000);
  const created = await api<{ id: number }>(harness.server.url, admin, 'POST', '/classes', {
    title,
    class_type: 'paid',
    date: istDate(start),
    time: istTime(start),
    link: 'https://meet.example.in/expired-trial',
    description: null,
  });
  expect(created.status).toBe(201);
  classId = created.body.id;
  const login = await api<{ token: string }>(harness.server.url, null, 'POST', '/auth/login', {
    email: student.email,
    password: student.password,
  });
  const booked = await api(harness.server.url, login.body.token, 'POST', '/bookings/class', {
    class_id: classId,
    name: student.name,
    email: student.email,
    phone: student.number,
    preferred_date: istDate(start),
    preferred_time: istTime(start),
  });
  expect(booked.status).toBe(201);

  // The embedded database saves every write to its file: a whole copy of it for the later server.
  laterData = mkdtempSync(path.join(tmpdir(), 'yoga-e2e-later-'));
  await copyDataDir(harness.server.dataDir, laterData);
  later = await startServer({
    WEB_ROOT: harness.webRoot,
    DATA_DIR: laterData,
    CLOCK_OFFSET_MS: String(OFFSET_MS),
  });
  context = await harness.browser.newContext({ viewport: { width: 1280, height: 900 } });
  ({ token } = await signInAs(context, later.url, student.email, student.password));
  page = await context.newPage();
  await page.clock.setFixedTime(new Date(Date.now() + OFFSET_MS));
}, 120_000);

afterAll(async () => {
  await context?.close();
  await later?.stop();
  if (laterData) rmSync(laterData, { recursive: true, force: true });
});

describe('a student whose free trial has ended', () => {
  it('is told so by the API', async () => {
    const me = await api<{ status: string; days_left: number }>(
      later.url,
      token,
      'GET',
      '/subscriptions/me',
    );
    expect(me.body).toMatchObject({ status: 'expired', days_left: 0 });
  });

  it('sees the banner across the panel, with the way to a plan', async () => {
    await page.goto(`${later.url}/user/dashboard`);
    const banner = panel(page).getByTestId('membership-banner');
    await banner.getByText(SUBSCRIPTION_MESSAGES.trialEnded).waitFor();
    await panel(page).getByTestId('stat-trial').getByText('0', { exact: true }).waitFor();
    await panel(page).getByRole('link', { name: 'Plans', exact: true }).click();
    await banner.waitFor();
    await panel(page)
      .getByTestId('membership-status')
      .getByText(SUBSCRIPTION_MESSAGES.trialEnded)
      .waitFor();
    await banner.getByRole('link', { name: 'Choose a plan' }).click();
    await page.waitForURL((url) => url.pathname === '/user/plans');
  });

  it('cannot book a class: the page says why and the API refuses', async () => {
    await page.goto(`${later.url}/user/classbook`);
    await panel(page)
      .getByTestId('booking-blocked')
      .getByText(SUBSCRIPTION_MESSAGES.trialEnded)
      .waitFor();
    // The week is shown, its classes not offered.
    const classes = panel(page).getByTestId('week-class');
    await classes.first().waitFor();
    await expect(classes.and(page.locator(':enabled')).count()).resolves.toBe(0);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    const refused = await api<{ message: string; error: string }>(
      later.url,
      token,
      'POST',
      '/bookings/class',
      {
        class_id: classId,
        name: 'Neha Kapoor',
        email: 'neha@example.in',
        phone: '9876543210',
        preferred_date: istDate(Date.now() + OFFSET_MS),
        preferred_time: '18:45',
      },
    );
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      message: SUBSCRIPTION_MESSAGES.trialEnded,
      error: 'subscription_required',
    });
  });

  it('cannot join a booked class inside its window: Join is disabled with the reason, and the API refuses', async () => {
    await page.goto(`${later.url}/user/bookings`);
    const item = panel(page).getByTestId('booking-item').filter({ hasText: title });
    const join = item.getByRole('button', { name: 'Join' });
    await join.waitFor();
    await item.getByTestId('join-hint').getByText(SUBSCRIPTION_MESSAGES.trialEnded).waitFor();
    await expect(join.isDisabled()).resolves.toBe(true);

    const refused = await api<{ message: string }>(
      later.url,
      token,
      'POST',
      `/classes/${classId}/join`,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(SUBSCRIPTION_MESSAGES.trialEnded);
  });
});
