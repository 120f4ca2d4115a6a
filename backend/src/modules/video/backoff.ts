/**
 * How long a room's failed platform call waits before the job tries it again: 1, 2, 4 … minutes after
 * the 1st, 2nd, 3rd failure in a row, at most an hour (the meetings' and the overflow rooms' alike).
 */
export const backoffMs = (attempts: number) =>
  Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;
