import {
  addIstDays,
  istDate,
  istWeekday,
  PRACTICE_MILESTONES,
  WEEKS_PER_STREAK_MONTH,
  type PracticeMilestone,
  type WeeklyStreakMilestone,
} from '@yoga/contracts';

/**
 * The streak arithmetic of issue 27, as pure functions of IST dates (`YYYY-MM-DD`, see
 * libs/contracts/src/rules/ist.ts): no clock, no database. Dates are calendar days in India, so month
 * and year ends are plain `addIstDays` steps, and the IST midnight is decided once, when an attendance
 * becomes a practice date (`practiceDateOf`).
 *
 * Paused days (a membership pause) neither break nor extend a streak: a day that was not practised but
 * paused is skipped, as if it were not on the calendar. A day that was practised counts, paused or not.
 */
export interface StreakInput {
  /** The IST dates practised (any order, duplicates allowed). Dates after `today` are ignored. */
  days: Iterable<string>;
  /** The IST dates on which the membership was paused. */
  paused: ReadonlySet<string>;
  /** Today's IST date. */
  today: string;
  /** Practice days one week (Monday to Sunday) needs to keep the weekly streak. */
  weeklyTarget: number;
}

export interface Streaks {
  /** Practice days ever (up to today). */
  total: number;
  /** The daily streak that is still alive today (today not practised yet does not break it). */
  current: number;
  /** The longest daily streak ever. */
  longest: number;
  /** The weekly streak that is still alive this week. */
  weekly: number;
  /** The longest weekly streak ever. */
  longestWeekly: number;
  /** Milestones reached, each once, oldest first. */
  milestones: PracticeMilestone[];
  /** Weekly-streak months reached, each once, oldest first. */
  weeklyMilestones: WeeklyStreakMilestone[];
}

/** The practised dates up to `today`, unique and ascending. */
export function practisedDates(days: Iterable<string>, today: string): string[] {
  return [...new Set(days)].filter((d) => d <= today).sort();
}

/** True when every date strictly between `from` and `to` is paused (none between: true). */
function onlyPausesBetween(from: string, to: string, paused: ReadonlySet<string>): boolean {
  for (let d = addIstDays(from, 1); d < to; d = addIstDays(d, 1)) if (!paused.has(d)) return false;
  return true;
}

/** Daily streaks: runs of practice days whose gaps are paused days only. */
export function dailyStreaks(
  sortedDays: readonly string[],
  paused: ReadonlySet<string>,
  today: string,
): { current: number; longest: number } {
  let run = 0;
  let longest = 0;
  for (let i = 0; i < sortedDays.length; i++) {
    run = i > 0 && onlyPausesBetween(sortedDays[i - 1], sortedDays[i], paused) ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  const last = sortedDays.at(-1);
  // Today is not over: the streak lives while every day after the last practice and before today
  // was paused.
  const current = last !== undefined && onlyPausesBetween(last, today, paused) ? run : 0;
  return { current, longest };
}

/** The Monday (IST) of the week containing `date`. */
export function istWeekStart(date: string): string {
  return addIstDays(date, -((istWeekday(date) + 6) % 7));
}

export type WeekState = 'kept' | 'neutral' | 'broken';

/**
 * One IST week for the weekly streak: `kept` with at least `target` practice days; `neutral` when
 * paused days (or, in the current week, the days still to come) make up the shortfall; else `broken`.
 */
export function weekState(
  monday: string,
  practised: ReadonlySet<string>,
  paused: ReadonlySet<string>,
  today: string,
  target: number,
): WeekState {
  let done = 0;
  let excused = 0;
  for (let i = 0; i < 7; i++) {
    const d = addIstDays(monday, i);
    if (d <= today && practised.has(d)) done++;
    else if (paused.has(d) || d >= today) excused++;
  }
  if (done >= target) return 'kept';
  return done + excused >= target ? 'neutral' : 'broken';
}

/** Weekly streaks: runs of kept weeks, neutral weeks skipped, from the first practised week. */
export function weeklyStreaks(
  sortedDays: readonly string[],
  paused: ReadonlySet<string>,
  today: string,
  target: number,
): { current: number; longest: number } {
  if (!sortedDays.length) return { current: 0, longest: 0 };
  const practised = new Set(sortedDays);
  const thisWeek = istWeekStart(today);
  let run = 0;
  let longest = 0;
  for (
    let monday = istWeekStart(sortedDays[0]);
    monday <= thisWeek;
    monday = addIstDays(monday, 7)
  ) {
    const state = weekState(monday, practised, paused, today, target);
    if (state === 'kept') longest = Math.max(longest, ++run);
    else if (state === 'broken') run = 0;
  }
  return { current: run, longest };
}

/**
 * Weekly-streak months: each time a weekly streak reaches a multiple of WEEKS_PER_STREAK_MONTH kept weeks
 * (neutral weeks skipped, as in `weeklyStreaks`), the month count is reached, once ever: a streak that
 * broke and grew again reaches only months it never reached before. `reached_on` is the practice day that
 * kept the month's last week (its `target`-th practice day).
 */
export function weeklyStreakMonths(
  sortedDays: readonly string[],
  paused: ReadonlySet<string>,
  today: string,
  target: number,
): WeeklyStreakMilestone[] {
  if (!sortedDays.length) return [];
  const practised = new Set(sortedDays);
  const thisWeek = istWeekStart(today);
  const reached: WeeklyStreakMilestone[] = [];
  let run = 0;
  for (
    let monday = istWeekStart(sortedDays[0]);
    monday <= thisWeek;
    monday = addIstDays(monday, 7)
  ) {
    const state = weekState(monday, practised, paused, today, target);
    if (state === 'broken') run = 0;
    if (state !== 'kept') continue;
    run++;
    const months = run / WEEKS_PER_STREAK_MONTH;
    if (Number.isInteger(months) && months > reached.length) {
      const sunday = addIstDays(monday, 6);
      const week = sortedDays.filter((d) => d >= monday && d <= sunday);
      reached.push({ months, reached_on: week[target - 1] ?? week[week.length - 1] });
    }
  }
  return reached;
}

/** The milestones reached by these days: the Nth practice day reaches the N-day milestone, once. */
export function milestonesOf(sortedDays: readonly string[]): PracticeMilestone[] {
  return PRACTICE_MILESTONES.filter((m) => sortedDays.length >= m).map((m) => ({
    days: m,
    reached_on: sortedDays[m - 1],
  }));
}

/** Every figure of GET /api/practice/me from the practised days, the paused days and today. */
export function computeStreaks(input: StreakInput): Streaks {
  const days = practisedDates(input.days, input.today);
  const daily = dailyStreaks(days, input.paused, input.today);
  const weekly = weeklyStreaks(days, input.paused, input.today, input.weeklyTarget);
  return {
    total: days.length,
    current: daily.current,
    longest: daily.longest,
    weekly: weekly.current,
    longestWeekly: weekly.longest,
    milestones: milestonesOf(days),
    weeklyMilestones: weeklyStreakMonths(days, input.paused, input.today, input.weeklyTarget),
  };
}

/**
 * The IST date an attendance counts for: the class's own IST date when the class is known (a class
 * starting at 23:45 IST that a late joiner enters after midnight still counts for its day), else the
 * IST date of the join instant (05:30 IST the next day is 00:00 UTC, not the same IST date).
 */
export function practiceDateOf(joinedAt: string | Date, classDate?: string | null): string {
  return classDate ?? istDate(joinedAt);
}
