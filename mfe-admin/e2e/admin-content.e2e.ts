import {
  addIstDays,
  BLOG_THUMBNAIL_MAX_BYTES,
  formatIstDate,
  istDate,
  istWeekday,
  MESSAGES,
  WEEKDAY_NAMES,
  type Blog,
  type ReferralStats,
  type YogaClass,
} from '@yoga/contracts';
import { registerUser, signInAs, TEST_ADMIN, api } from '@yoga/testing';
import {
  pickOption,
  poll,
  startAdminSession,
  statValue,
  stopAdminSession,
  tinyPng,
  type AdminSession,
} from './admin-helpers';

let s: AdminSession;

/** The IST date `days` from today in India as YYYY-MM-DD (classes are scheduled ahead). */
function daysAhead(days: number): string {
  return addIstDays(istDate(), days);
}

async function classesOn(date: string): Promise<YogaClass[]> {
  return (await api<YogaClass[]>(s.server.url, s.token, 'GET', `/classes?from=${date}&to=${date}`))
    .body;
}

const classRow = (title: string, date?: string) =>
  s.page
    .locator('tr', { has: s.page.getByRole('cell', { name: title, exact: true }) })
    .filter(date ? { has: s.page.getByRole('cell', { name: date, exact: true }) } : {});

beforeAll(async () => {
  s = await startAdminSession();
});

afterAll(async () => {
  await stopAdminSession(s);
});

describe('manage classes', () => {
  const date = daysAhead(20);

  it('validates the form: title, date, time and a URL link are required', async () => {
    await s.page.goto(`${s.server.url}/admin/manage-classes`);
    const form = s.page.getByRole('form', { name: 'Class form' });
    await form.getByLabel('Title', { exact: true }).fill('No link class');
    await form.getByLabel('Link').fill('not a link');
    await form.getByRole('button', { name: 'Add class' }).click();
    await form.getByText('Please choose a date.').waitFor();
    await form.getByText('Please choose a time.').waitFor();
    await form.getByText(/Please enter the class link/).waitFor();
    expect(await classesOn(date)).toEqual([]);
  });

  it('adds a class, Total Classes goes up; Edit loads it, Update saves and returns to add mode', async () => {
    await s.page.goto(`${s.server.url}/admin/admin-dashboard`);
    const before = await statValue(s.page, 'students');
    await s.page.getByRole('link', { name: 'Manage Class' }).click();
    await s.page.getByLabel('Classes on').fill(date);

    const form = s.page.getByRole('form', { name: 'Class form' });
    await form.getByLabel('Title', { exact: true }).fill('Test Flow');
    await form.getByLabel('Date').fill(date);
    await form.getByLabel('Time').fill('07:15');
    await form.getByLabel('Link').fill('https://meet.example.in/test-flow');
    await form.getByText('Demo', { exact: true }).click();
    await form.getByRole('button', { name: 'Add class' }).click();
    await classRow('Test Flow').waitFor();
    expect(await form.getByLabel('Title', { exact: true }).inputValue()).toBe('');
    const [created] = await classesOn(date);
    expect(created).toMatchObject({
      title: 'Test Flow',
      class_type: 'demo',
      time: '07:15',
      link: 'https://meet.example.in/test-flow',
    });

    await classRow('Test Flow').getByRole('button', { name: 'Edit' }).click();
    await s.page.getByText('Edit class: Test Flow').waitFor();
    expect(await form.getByLabel('Title', { exact: true }).inputValue()).toBe('Test Flow');
    expect(await form.getByLabel('Date').inputValue()).toBe(date);
    await form.getByLabel('Title', { exact: true }).fill('Test Flow Updated');
    await form.getByLabel('Time').fill('07:30');
    await form.getByRole('button', { name: 'Update class' }).click();
    await classRow('Test Flow Updated').waitFor();
    await form.getByRole('button', { name: 'Add class' }).waitFor();
    expect(await s.page.getByText('Edit class:').count()).toBe(0);
    expect(await form.getByLabel('Title', { exact: true }).inputValue()).toBe('');
    expect(await classesOn(date)).toEqual([
      expect.objectContaining({ id: created.id, title: 'Test Flow Updated', time: '07:30' }),
    ]);

    await s.page.getByRole('link', { name: 'Dashboard' }).click();
    expect(
      await poll(
        () => statValue(s.page, 'students'),
        (n) => n === before + 1,
      ),
    ).toBe(before + 1);
  });

  it('deletes a class after "Are you sure to delete?"', async () => {
    await s.page.getByRole('link', { name: 'Manage Class' }).click();
    await s.page.getByLabel('Classes on').fill(date);
    const target = classRow('Test Flow Updated');
    await target.getByRole('button', { name: 'Delete' }).click();
    await s.page.locator('.ant-popover:visible').getByText(MESSAGES.confirmDeleteClass).waitFor();
    await s.page.locator('.ant-popover:visible').getByRole('button', { name: 'Delete' }).click();
    await target.waitFor({ state: 'detached' });
    expect(await classesOn(date)).toEqual([]);
  });

  it('creates the standard day: six slots, three morning and three evening', async () => {
    const day = daysAhead(21);
    const quick = s.page.getByRole('form', { name: 'Create the standard day' });
    await quick.getByLabel('Date').fill(day);
    await quick.getByLabel('Link').fill('https://meet.example.in/daily');
    await quick.getByRole('button', { name: 'Create standard day' }).click();
    await s.page.getByText(`6 classes created for ${formatIstDate(day)}`).waitFor();
    const created = await classesOn(day);
    expect(created.map((c) => c.time)).toEqual([
      '05:30',
      '06:45',
      '08:00',
      '17:30',
      '18:45',
      '20:00',
    ]);
    await s.page.getByLabel('Classes on').fill(day);
    await classRow('Yoga Nidra and Meditation', formatIstDate(day)).waitFor();
    expect(await s.page.locator('tbody tr[data-row-key]').count()).toBe(6);
  });
});

describe('timetable', () => {
  it('adds a weekly slot (IST) and its classes appear in the next 14 days', async () => {
    await s.page.getByRole('link', { name: 'Timetable' }).click();
    await s.page.waitForURL('**/admin/timetable');
    // The seeded template: six daily slots on every day of the week.
    await s.page.getByRole('cell', { name: 'Sunrise Hatha Yoga' }).first().waitFor();
    const day = daysAhead(2);
    const form = s.page.getByRole('form', { name: 'Slot form' });
    await pickOption(s.page, 'Day', WEEKDAY_NAMES[istWeekday(day)], form);
    await form.getByLabel('Start time (IST)').fill('12:10');
    await form.getByLabel('Title', { exact: true }).fill('Midday Chair Yoga');
    await form.getByLabel('Meeting link').fill('https://meet.example.in/chair');
    await form.getByLabel('Capacity').fill('12');
    await form.getByRole('button', { name: 'Add slot' }).click();
    await s.page.getByText('Slot added; its classes are scheduled').waitFor();
    await s.page.getByRole('cell', { name: 'Midday Chair Yoga' }).waitFor();
    for (const date of [day, addIstDays(day, 7)])
      expect((await classesOn(date)).filter((c) => c.title === 'Midday Chair Yoga')).toEqual([
        expect.objectContaining({ time: '12:10', capacity: 12, booked_count: 0 }),
      ]);
    await s.page.getByRole('link', { name: 'Manage Class' }).click();
    await s.page.getByLabel('Classes on').fill(day);
    const row = classRow('Midday Chair Yoga', formatIstDate(day));
    await row.getByRole('cell', { name: '0 / 12 booked' }).waitFor();
    await row.getByRole('cell', { name: 'Timetable', exact: true }).waitFor();
  });
});

describe('blog', () => {
  it('rejects a non-image and an image over 2 MB before sending anything', async () => {
    await s.page.goto(`${s.server.url}/admin/create-blog`);
    const input = s.page.getByLabel('Thumbnail');
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await s.page.locator('.ant-message-error', { hasText: 'must be an image' }).waitFor();
    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(BLOG_THUMBNAIL_MAX_BYTES + 1),
    });
    await s.page.locator('.ant-message-error', { hasText: '2 MB' }).waitFor();
    expect(await s.page.getByAltText('Thumbnail preview').count()).toBe(0);
  });

  it('publishes a post with an image (with the defaults) and deletes it after the confirmation', async () => {
    const form = s.page.getByRole('form', { name: 'Create blog' });
    expect(await form.getByLabel('Category').inputValue()).toBe('Fitness');
    expect(await form.getByLabel('Author').inputValue()).toBe(TEST_ADMIN.name);
    expect(await form.getByLabel('Time to read').inputValue()).toBe('5 min');

    await form.getByRole('button', { name: 'Publish blog' }).click();
    await form.getByText('Please enter a title.').waitFor();

    await form.getByLabel('Title', { exact: true }).fill('Pranayama for beginners');
    await form
      .getByLabel('Description', { exact: true })
      .fill('Breathing practice for calm mornings.');
    await s.page
      .getByLabel('Thumbnail')
      .setInputFiles({ name: 'pose.png', mimeType: 'image/png', buffer: tinyPng() });
    await s.page.getByAltText('Thumbnail preview').waitFor();
    await form.getByRole('button', { name: 'Publish blog' }).click();
    await s.page.locator('td', { hasText: 'Pranayama for beginners' }).waitFor();
    expect(await s.page.getByAltText('Thumbnail preview').count()).toBe(0);

    const all = await api<Blog[]>(s.server.url, null, 'GET', '/blogs/all');
    const blog = all.body.find((b) => b.title === 'Pranayama for beginners');
    expect(blog).toMatchObject({
      category: 'Fitness',
      author: TEST_ADMIN.name,
      time_to_read: '5 min',
    });
    // The upload is stored as the pages show it: WebP, in the widths the picture allows (one for a tiny one).
    expect(blog?.thumbnail).toMatch(/^\/uploads\/[0-9a-f]{32}-400w\.webp$/);
    expect(blog?.thumbnail_srcset).toBe(`${blog?.thumbnail} 400w`);
    const image = await fetch(`${s.server.url}${blog!.thumbnail}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(8, 12)
        .toString('latin1'),
    ).toBe('WEBP');

    await s.page.goto(`${s.server.url}/blogs`);
    await s.page.getByText('Pranayama for beginners').first().waitFor();
    await s.page.goto(`${s.server.url}/admin/create-blog`);

    const row = s.page.locator('tr', {
      has: s.page.locator('td', { hasText: 'Pranayama for beginners' }),
    });
    await row.getByRole('button', { name: 'Delete' }).click();
    await s.page.locator('.ant-popover:visible').getByText(MESSAGES.confirmDeleteClass).waitFor();
    await s.page.locator('.ant-popover:visible').getByRole('button', { name: 'Delete' }).click();
    await row.waitFor({ state: 'detached' });
    const after = await api<Blog[]>(s.server.url, null, 'GET', '/blogs/all');
    expect(after.body.some((b) => b.id === blog!.id)).toBe(false);
  });
});

describe('bookings and referrals', () => {
  it('lists every booking, filterable by class and by date', async () => {
    const date = daysAhead(25);
    const cls = await api<YogaClass>(s.server.url, s.token, 'POST', '/classes', {
      title: 'Evening Stretch',
      class_type: 'paid',
      date,
      time: '17:30',
      link: 'https://meet.example.in/stretch',
    });
    expect(cls.status).toBe(201);
    const student = await registerUser(s.server.url, { name: 'Anita Booker' });
    const context = await s.browser.newContext();
    const { token } = await signInAs(context, s.server.url, student.email, student.password);
    await context.close();
    const contact = { name: 'Anita Booker', email: student.email, phone: '9876543210' };
    const booked = await api(s.server.url, token, 'POST', '/bookings/class', {
      ...contact,
      class_id: cls.body.id,
      preferred_date: date,
      preferred_time: '17:30',
    });
    expect(booked.status).toBe(201);
    const demoDate = daysAhead(26);
    const demo = await api(s.server.url, token, 'POST', '/bookings/demo', {
      ...contact,
      preferred_date: demoDate,
      preferred_time: '06:45',
    });
    expect(demo.status).toBe(201);

    await s.page.goto(`${s.server.url}/admin/bookings`);
    const rows = s.page.locator('.ant-table-tbody tr.ant-table-row');
    expect(
      await poll(
        () => rows.count(),
        (n) => n === 2,
      ),
    ).toBe(2);

    await pickOption(s.page, 'Filter by class', `Evening Stretch (${formatIstDate(date)} 17:30)`);
    expect(
      await poll(
        () => rows.count(),
        (n) => n === 1,
      ),
    ).toBe(1);
    expect(await rows.first().innerText()).toContain('Evening Stretch');

    await pickOption(s.page, 'Filter by class', 'All classes');
    await s.page.getByLabel('Filter by date').fill(demoDate);
    expect(
      await poll(
        () => rows.count(),
        (n) => n === 1,
      ),
    ).toBe(1);
    expect(await rows.first().innerText()).toContain('Demo');
  });

  it("shows the admin's own referral info and the referrers sorted by count", async () => {
    const me = await api<{ id: number }>(s.server.url, s.token, 'GET', '/auth/me');
    const own = await api<ReferralStats>(
      s.server.url,
      s.token,
      'GET',
      `/referrals/stats/${me.body.id}`,
    );
    const referrer = await registerUser(s.server.url, { name: 'Top Referrer' });
    await registerUser(s.server.url, { referred_by: referrer.referral_code });
    await registerUser(s.server.url, { referred_by: referrer.referral_code });
    await registerUser(s.server.url, { referred_by: own.body.referral_code });

    await s.page.goto(`${s.server.url}/admin/refferal`);
    await s.page.getByTestId('referral-code').waitFor();
    expect(await s.page.getByTestId('referral-code').innerText()).toContain(own.body.referral_code);
    expect(await s.page.getByTestId('referral-count').innerText()).toBe(
      String(own.body.referral_count + 1),
    );

    const rows = s.page.locator('.ant-table-tbody tr.ant-table-row');
    await rows.first().waitFor();
    const first = await rows.first().innerText();
    expect(first).toContain('Top Referrer');
    expect(first).toContain(referrer.referral_code);
    expect(first).toContain('2');
    const counts = await rows.evaluateAll((trs) =>
      trs.map((tr) => Number(tr.lastElementChild?.textContent)),
    );
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});
