import type { PaymentRecord } from '@yoga/contracts';

/**
 * Issue 38: a checkout started and never paid (`created`), or that failed or that the student cancelled
 * (`failed`), is "Not completed": no money was taken. The student's own list keeps such attempts for a
 * day (she may still be paying, or wonder what happened), then leaves them out; the admin's list keeps
 * them all.
 */
export const ABANDONED_SHOWN_MS = 24 * 60 * 60 * 1000;

export const isNotCompleted = (p: Pick<PaymentRecord, 'status'>) =>
  p.status === 'created' || p.status === 'failed';

/** The student's payments as she sees them at `now`: attempts not completed older than a day left out. */
export function studentPayments(records: PaymentRecord[], now: Date): PaymentRecord[] {
  return records.filter(
    (p) => !isNotCompleted(p) || now.getTime() - Date.parse(p.created_at) < ABANDONED_SHOWN_MS,
  );
}
