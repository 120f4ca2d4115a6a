import { addIstDays } from './ist.js';

/** Challenge lengths the admin may choose (days). */
export const CHALLENGE_LENGTHS = [14, 21, 40] as const;

/** Students may join before the start or during the first days of a challenge. */
export const CHALLENGE_JOIN_DAYS = 3;

export const CHALLENGE_NAME_MAX_LENGTH = 120;
export const CHALLENGE_DESCRIPTION_MAX_LENGTH = 2000;
export const CHALLENGE_CITY_MAX_LENGTH = 80;
export const CHALLENGE_PLACES_MAX = 100_000;

/** The last IST date of a challenge. */
export const challengeEndsOn = (startsOn: string, days: number): string =>
  addIstDays(startsOn, days - 1);

/** The last IST date on which a student may join. */
export const challengeJoinUntil = (startsOn: string): string =>
  addIstDays(startsOn, CHALLENGE_JOIN_DAYS - 1);
