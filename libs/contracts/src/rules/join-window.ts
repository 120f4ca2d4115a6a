import { istInstant } from './ist.js';

/**
 * When a class can be joined (India time).
 */

// ---------------------------------------------------------------- class access

/**
 * A class can be joined from 15 minutes before its IST start until 45 minutes after: the default of
 * the business rules' `join_window` (the admin may change it; the server reads the current one).
 */
export const JOIN_WINDOW = { beforeMinutes: 15, afterMinutes: 45 } as const;

/** The join window of a class on `date` (YYYY-MM-DD) at `time` (HH:mm), India time. */
export function joinWindow(
  date: string,
  time: string,
  window: { beforeMinutes: number; afterMinutes: number } = JOIN_WINDOW,
): { opens: Date; closes: Date } {
  const start = istInstant(date, time).getTime();
  return {
    opens: new Date(start - window.beforeMinutes * 60_000),
    closes: new Date(start + window.afterMinutes * 60_000),
  };
}

/** 409 `error` codes of the join route. */
export const JOIN_ERRORS = { notOpen: 'join_not_open', closed: 'join_closed' } as const;
