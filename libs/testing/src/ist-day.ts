import { IST_OFFSET_MINUTES } from '@yoga/contracts';

const DAY_MS = 24 * 60 * 60_000;

/** Milliseconds from now to the next midnight in India. */
export function msToIndianMidnight(now = Date.now()): number {
  const indiaMs = now + IST_OFFSET_MINUTES * 60_000;
  return DAY_MS - (indiaMs % DAY_MS);
}

/**
 * A test whose steps must all fall on one India day (classes "today" starting in a few minutes, the day
 * marked practised, "today" on a calendar) waits out the last `minutes` before midnight IST, so the
 * suites can run at any hour. Give such a test a timeout above `minutes`.
 */
export async function clearOfIndianMidnight(minutes: number): Promise<void> {
  const left = msToIndianMidnight();
  if (left > minutes * 60_000) return;
  await new Promise((resolve) => setTimeout(resolve, left + 2_000));
}
