/**
 * The one source of "now", injected (CLOCK) wherever a date or a time-dependent rule is computed
 * (trial, subscription periods, join windows, invoices, demo limits), so tests can pin it: API
 * tests stub `now()`; browser tests shift it with CLOCK_OFFSET_MS (refused in production by config).
 */
export interface Clock {
  now(): Date;
}
export const CLOCK = Symbol('CLOCK');

/** The system clock moved by `offsetMs` (0 in production: app.config refuses anything else). */
export function systemClock(offsetMs = 0): Clock {
  return { now: () => new Date(Date.now() + offsetMs) };
}
