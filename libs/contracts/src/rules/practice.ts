/**
 * Practice days, streaks and milestones (issue 27): the numbers the student panel and the API share.
 * The arithmetic itself is the backend's (modules/practice/streaks.ts).
 */

/** Total practice days at which a milestone is reached (each once). */
export const PRACTICE_MILESTONES = [7, 21, 50, 108, 365] as const;
export type PracticeMilestoneDays = (typeof PRACTICE_MILESTONES)[number];

/** Practice days in one IST week (Monday to Sunday) that keep the weekly streak: WEEKLY_STREAK_DAYS. */
export const WEEKLY_STREAK_DAYS_DEFAULT = 3;

/** Kept weeks in one weekly streak that make a weekly-streak month milestone (each multiple, once). */
export const WEEKS_PER_STREAK_MONTH = 4;

/** The longest range GET /api/practice/me answers the days of (inclusive, in days). */
export const PRACTICE_RANGE_MAX_DAYS = 400;

/** The next milestone after `totalDays` practice days, or null after the last one. */
export function nextPracticeMilestone(totalDays: number): PracticeMilestoneDays | null {
  return PRACTICE_MILESTONES.find((m) => m > totalDays) ?? null;
}

/** The key of a practice-days milestone (`days-7`) or a weekly-streak month (`weekly-2`) in the share routes. */
export function milestoneKey(
  milestone: { days: number } | { months: number },
): `days-${number}` | `weekly-${number}` {
  return 'days' in milestone ? `days-${milestone.days}` : `weekly-${milestone.months}`;
}

/** A share route's milestone key read back, or null when it names no possible milestone. */
export function parseMilestoneKey(
  key: string,
): { kind: 'days'; days: number } | { kind: 'weekly'; months: number } | null {
  const match = /^(days|weekly)-([1-9]\d{0,2})$/.exec(key);
  if (!match) return null;
  const n = Number(match[2]);
  if (match[1] === 'weekly') return { kind: 'weekly', months: n };
  return (PRACTICE_MILESTONES as readonly number[]).includes(n) ? { kind: 'days', days: n } : null;
}

/** The public page of a shared milestone card: `/m/<token>` (`/hi/m/<token>` in Hindi); server-rendered. */
export const MILESTONE_CARD_PATH = '/m';
export const MILESTONE_CARD_TOKEN = /^[A-Za-z0-9_-]{22}$/;
