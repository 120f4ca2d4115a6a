import { WEEKLY_STREAK_DAYS_DEFAULT } from '@yoga/contracts';
import { positiveInt, type Env } from '../../config/env.js';

/** Practice days and streaks (practice module, issue 27). */
export interface PracticeConfig {
  /** WEEKLY_STREAK_DAYS: practice days an IST week (Monday to Sunday) needs for the weekly streak, 1–7. */
  weeklyStreakDays: number;
}

export const PRACTICE_CONFIG = Symbol('PRACTICE_CONFIG');

export function loadPracticeConfig(env: Env): PracticeConfig {
  const days = positiveInt(
    'WEEKLY_STREAK_DAYS',
    env.WEEKLY_STREAK_DAYS,
    WEEKLY_STREAK_DAYS_DEFAULT,
  );
  if (days > 7)
    throw new Error(`WEEKLY_STREAK_DAYS must be 1 to 7, got "${env.WEEKLY_STREAK_DAYS}"`);
  return { weeklyStreakDays: days };
}
