import { TRIAL_DAYS } from './constants.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left in the free trial that started at `registeredAt` (0 once it is over). */
export function trialDaysLeft(registeredAt: Date | string, now: Date = new Date()): number {
  const start = typeof registeredAt === 'string' ? new Date(registeredAt) : registeredAt;
  if (Number.isNaN(start.getTime())) return 0;
  const end = start.getTime() + TRIAL_DAYS * DAY_MS;
  const left = Math.ceil((end - now.getTime()) / DAY_MS);
  return Math.max(0, Math.min(TRIAL_DAYS, left));
}
