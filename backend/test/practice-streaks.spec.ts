import { addIstDays } from '@yoga/contracts';
import {
  computeStreaks,
  dailyStreaks,
  istWeekStart,
  milestonesOf,
  practiceDateOf,
  weeklyStreakMonths,
  weeklyStreaks,
  weekState,
} from '../src/modules/practice/streaks.js';

/** `n` consecutive IST dates from `from`. */
const run = (from: string, n: number) => Array.from({ length: n }, (_, i) => addIstDays(from, i));
const none = new Set<string>();

describe('practice dates (IST midnight)', () => {
  it('takes the IST date of the join: 18:29:59Z is still the day, 18:30Z is the next', () => {
    expect(practiceDateOf('2026-11-26T18:29:59.999Z')).toBe('2026-11-26');
    expect(practiceDateOf('2026-11-26T18:30:00.000Z')).toBe('2026-11-27');
    expect(practiceDateOf('2026-12-31T18:30:00.000Z')).toBe('2027-01-01');
    expect(practiceDateOf('2026-12-31T20:00:00+05:30')).toBe('2026-12-31');
  });

  it('prefers the class’s own IST date (a late join after midnight counts for the class day)', () => {
    expect(practiceDateOf('2026-11-26T18:35:00.000Z', '2026-11-26')).toBe('2026-11-26');
    expect(practiceDateOf('2026-11-26T18:35:00.000Z', null)).toBe('2026-11-27');
  });
});

describe('daily streak', () => {
  it('counts consecutive days; today not practised yet keeps yesterday’s streak alive', () => {
    const days = run('2026-11-20', 5); // 20..24
    expect(dailyStreaks(days, none, '2026-11-24')).toEqual({ current: 5, longest: 5 });
    expect(dailyStreaks(days, none, '2026-11-25')).toEqual({ current: 5, longest: 5 });
    expect(dailyStreaks(days, none, '2026-11-26')).toEqual({ current: 0, longest: 5 });
  });

  it('one missed day starts a new run; the longest is kept', () => {
    const days = [...run('2026-11-01', 4), ...run('2026-11-06', 2)];
    expect(dailyStreaks(days, none, '2026-11-07')).toEqual({ current: 2, longest: 4 });
  });

  it('runs across a month end, a year end and 29 February', () => {
    expect(dailyStreaks(run('2026-11-29', 4), none, '2026-12-02').current).toBe(4);
    expect(dailyStreaks(run('2026-12-30', 4), none, '2027-01-02')).toEqual({
      current: 4,
      longest: 4,
    });
    expect(dailyStreaks(run('2028-02-27', 4), none, '2028-03-01').current).toBe(4); // 27, 28, 29, 1
    // 2027 has no 29 February: 28 Feb → 1 Mar is consecutive.
    expect(dailyStreaks(['2027-02-28', '2027-03-01'], none, '2027-03-01').current).toBe(2);
  });

  it('paused days neither break nor extend it', () => {
    const paused = new Set(run('2026-12-30', 3)); // 30, 31 Dec, 1 Jan
    const days = ['2026-12-28', '2026-12-29', '2027-01-02', '2027-01-03'];
    expect(dailyStreaks(days, paused, '2027-01-03')).toEqual({ current: 4, longest: 4 });
    expect(dailyStreaks(days, none, '2027-01-03')).toEqual({ current: 2, longest: 2 });
    // A pause up to today keeps the streak alive without adding to it.
    expect(dailyStreaks(['2026-12-28', '2026-12-29'], paused, '2027-01-02')).toEqual({
      current: 2,
      longest: 2,
    });
    // ...and a missed day after the pause ends breaks it.
    expect(dailyStreaks(['2026-12-28', '2026-12-29'], paused, '2027-01-03').current).toBe(0);
  });

  it('is zero without practice', () => {
    expect(dailyStreaks([], none, '2026-11-26')).toEqual({ current: 0, longest: 0 });
  });
});

describe('weekly streak (IST weeks, Monday to Sunday)', () => {
  it('weeks start on Monday, across a year end', () => {
    expect(istWeekStart('2026-11-26')).toBe('2026-11-23'); // Thursday
    expect(istWeekStart('2026-11-23')).toBe('2026-11-23'); // Monday
    expect(istWeekStart('2026-11-29')).toBe('2026-11-23'); // Sunday
    expect(istWeekStart('2027-01-01')).toBe('2026-12-28'); // Friday after the year end
  });

  it('a week with 3 practice days keeps it; 2 break it', () => {
    const weeks = [
      '2026-11-02', '2026-11-04', '2026-11-06', // week of 2 Nov: 3
      '2026-11-09', '2026-11-10', '2026-11-15', // week of 9 Nov: 3 (Sunday 15)
      '2026-11-16', '2026-11-17', // week of 16 Nov: 2 → broken
      '2026-11-23', '2026-11-24', '2026-11-25', // week of 23 Nov: 3
    ]; // prettier-ignore
    expect(weeklyStreaks([...weeks].sort(), none, '2026-11-29', 3)).toEqual({
      current: 1,
      longest: 2,
    });
    expect(weeklyStreaks([...weeks].sort(), none, '2026-11-29', 2)).toEqual({
      current: 4,
      longest: 4,
    });
  });

  it('the current week is in progress until it cannot reach the target any more', () => {
    const last = ['2026-11-16', '2026-11-17', '2026-11-18'];
    // Thursday 26 Nov, nothing this week yet: 4 days left can still make 3.
    expect(weeklyStreaks(last, none, '2026-11-26', 3).current).toBe(1);
    expect(weekState('2026-11-23', new Set(last), none, '2026-11-26', 3)).toBe('neutral');
    // Saturday 28 Nov with nothing: Saturday and Sunday cannot make 3.
    expect(weeklyStreaks(last, none, '2026-11-28', 3).current).toBe(0);
  });

  it('runs across a month end and a year end (the week of 28 Dec 2026 holds 1 Jan 2027)', () => {
    const days = [
      '2026-12-21',
      '2026-12-23',
      '2026-12-25',
      '2026-12-29',
      '2027-01-01',
      '2027-01-03',
    ];
    expect(weeklyStreaks(days, none, '2027-01-03', 3)).toEqual({ current: 2, longest: 2 });
  });

  it('paused days neither break nor extend it', () => {
    const days = [
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ];
    // Weeks of 9 and 16 Nov paused entirely: neutral, the two kept weeks join.
    const paused = new Set(run('2026-11-09', 14));
    expect(weeklyStreaks(days, paused, '2026-11-29', 3)).toEqual({ current: 2, longest: 2 });
    expect(weeklyStreaks(days, none, '2026-11-29', 3)).toEqual({ current: 1, longest: 1 });
    // A week partly paused: 1 practice day + 2 paused days make up the 3 without counting as kept.
    const partly = new Set(['2026-11-12', '2026-11-13']);
    const withOne = [...days, '2026-11-10', ...run('2026-11-16', 3)].sort();
    expect(weekState('2026-11-09', new Set(withOne), partly, '2026-11-29', 3)).toBe('neutral');
    expect(weeklyStreaks(withOne, partly, '2026-11-29', 3)).toEqual({ current: 3, longest: 3 });
    expect(weeklyStreaks(withOne, none, '2026-11-29', 3)).toEqual({ current: 2, longest: 2 });
  });
});

describe('milestones and the whole summary', () => {
  it('reaches each milestone once, on the practice day that made the total', () => {
    const days = run('2026-01-01', 120);
    expect(milestonesOf(days)).toEqual([
      { days: 7, reached_on: '2026-01-07' },
      { days: 21, reached_on: '2026-01-21' },
      { days: 50, reached_on: '2026-02-19' },
      { days: 108, reached_on: '2026-04-18' },
    ]);
    // Duplicates (two classes a day, a redelivered event) do not reach a milestone twice or earlier.
    const twice = computeStreaks({
      days: [...days, ...days.slice(0, 10)],
      paused: none,
      today: '2026-04-30',
      weeklyTarget: 3,
    });
    expect(twice.total).toBe(120);
    expect(twice.milestones.map((m) => m.days)).toEqual([7, 21, 50, 108]);
    expect(milestonesOf(run('2026-01-01', 6))).toEqual([]);
    expect(milestonesOf(run('2025-01-01', 365)).at(-1)).toEqual({
      days: 365,
      reached_on: '2025-12-31',
    });
  });

  it('summarises: total, daily, weekly; days after today are ignored', () => {
    const s = computeStreaks({
      days: [...run('2026-11-16', 7), '2026-11-25', '2026-11-26', '2026-12-05'],
      paused: none,
      today: '2026-11-26',
      weeklyTarget: 3,
    });
    expect(s).toEqual({
      total: 9,
      current: 2,
      longest: 7,
      weekly: 1,
      longestWeekly: 1,
      milestones: [{ days: 7, reached_on: '2026-11-22' }],
      weeklyMilestones: [],
    });
  });
});

describe('weekly-streak months (each 4 kept weeks of one weekly streak, once each)', () => {
  /** Monday, Wednesday and Friday of `weeks` IST weeks from the Monday `monday`. */
  const mwf = (monday: string, weeks: number) =>
    Array.from({ length: weeks }, (_, w) =>
      [0, 2, 4].map((d) => addIstDays(monday, 7 * w + d)),
    ).flat();

  it('reaches month 1 on the day that keeps the 4th week, month 2 on the 8th, across a year end', () => {
    // 7 Dec 2026 (Monday) to 31 Jan 2027: 8 weeks of Monday, Wednesday, Friday.
    const days = mwf('2026-12-07', 8);
    expect(weeklyStreakMonths(days, none, '2027-01-31', 3)).toEqual([
      { months: 1, reached_on: '2027-01-01' }, // Friday of the 4th week (28 Dec to 3 Jan)
      { months: 2, reached_on: '2027-01-29' },
    ]);
    // Three weeks and a half: no month yet; the current week is in progress, not kept.
    expect(weeklyStreakMonths(days.slice(0, 10), none, '2027-01-01', 3)).toEqual([]);
    expect(
      computeStreaks({ days, paused: none, today: '2027-01-31', weeklyTarget: 3 }),
    ).toMatchObject({
      weekly: 8,
      weeklyMilestones: [{ months: 1 }, { months: 2 }],
    });
  });

  it('a broken streak starts again: a month already reached is not reached twice', () => {
    // 4 kept weeks, one week with a single day (broken), then 4 kept weeks again.
    const days = [...mwf('2026-11-02', 4), '2026-12-01', ...mwf('2026-12-07', 4)];
    expect(weeklyStreakMonths(days, none, '2027-01-03', 3)).toEqual([
      { months: 1, reached_on: '2026-11-27' },
    ]);
    expect(weeklyStreaks(days, none, '2027-01-03', 3)).toEqual({ current: 4, longest: 4 });
  });

  it('a paused week neither breaks nor counts towards the month', () => {
    const days = [...mwf('2026-11-02', 2), ...mwf('2026-11-23', 2)];
    const pausedWeek = new Set(run('2026-11-16', 7));
    expect(weeklyStreakMonths(days, pausedWeek, '2026-12-06', 3)).toEqual([
      { months: 1, reached_on: '2026-12-04' },
    ]);
    // Without the pause the empty week breaks it: no month.
    expect(weeklyStreakMonths(days, none, '2026-12-06', 3)).toEqual([]);
  });
});
