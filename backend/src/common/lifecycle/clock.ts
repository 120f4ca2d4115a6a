/** The current time, injected (CLOCK) wherever a date is computed, so tests can pin it. */
export interface Clock {
  now(): Date;
}
export const CLOCK = Symbol('CLOCK');
