import { istDate } from '@yoga/contracts';

/** An IST date a week from now: a demo booking's date must be within the next 30 days. */
export const SOON = istDate(Date.now() + 7 * 24 * 3600 * 1000);
