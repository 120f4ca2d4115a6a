import type { TimetableSlot } from '@yoga/contracts';
import { api } from '@yoga/testing';
import {
  pickOption,
  startAdminSession,
  stopAdminSession,
  type AdminSession,
} from './admin-helpers';

let s: AdminSession;

beforeAll(async () => {
  s = await startAdminSession();
  await s.page.setViewportSize({ width: 1280, height: 800 });
});
afterAll(() => stopAdminSession(s));

const slots = async () =>
  (await api<TimetableSlot[]>(s.server.url, s.token, 'GET', '/timetable/slots')).body;

describe('Timetable: one meeting link for many slots', () => {
  it('ticks slots of several days, applies one link to them all, and leaves the others alone', async () => {
    const before = await slots();
    const page = s.page;
    await page.goto(`${s.server.url}/admin/timetable`);
    const bar = page.getByRole('region', { name: 'One meeting link for the selected slots' });
    await bar.getByText(/Tick the slots in the table below/).waitFor();
    await pickOption(page, 'Show day', 'Monday');
    const monday = before.filter((x) => x.day_of_week === 1);
    // Two Monday slots, then two Tuesday slots: the selection stays while the day changes.
    const rowOf = (slot: TimetableSlot) => page.locator(`tr[data-row-key="${slot.id}"]`);
    await rowOf(monday[0]).getByRole('checkbox').check();
    await rowOf(monday[1]).getByRole('checkbox').check();
    await pickOption(page, 'Show day', 'Tuesday');
    const tuesday = before.filter((x) => x.day_of_week === 2);
    await rowOf(tuesday[0]).getByRole('checkbox').check();
    await rowOf(tuesday[2]).getByRole('checkbox').check();
    await bar.getByText('4 slots selected').waitFor();

    // A link that is not a web address is refused in the form.
    await bar.getByLabel('New meeting link').fill('not a link');
    await bar.getByRole('button', { name: 'Apply link to 4 slots' }).click();
    await bar
      .getByText('Please enter the meeting link (a full URL starting with https://).')
      .waitFor();

    const link = 'https://meet.example.com/one-room-for-all';
    await bar.getByLabel('New meeting link').fill(link);
    await bar.getByRole('button', { name: 'Apply link to 4 slots' }).click();
    await page.getByText('Meeting link set on 4 slots.', { exact: false }).waitFor();
    // The selection is cleared, the hint is back.
    await bar.getByText(/Tick the slots in the table below/).waitFor();

    const chosen = new Set([monday[0].id, monday[1].id, tuesday[0].id, tuesday[2].id]);
    const after = await slots();
    expect(after.filter((x) => chosen.has(x.id)).map((x) => x.link)).toEqual([
      link,
      link,
      link,
      link,
    ]);
    const others = after.filter((x) => !chosen.has(x.id));
    expect(others).toHaveLength(before.length - 4);
    expect(others.every((x) => x.link !== link)).toBe(true);
    // The table shows no sideways scroll for the selection column at 1280 px.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
