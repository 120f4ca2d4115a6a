import {
  METRICS_WINDOW_DAYS,
  RENEWAL_GRACE_DAYS,
  istMonthRange,
  type AmountByCurrency,
  type BusinessMetrics,
  type Currency,
} from '@yoga/contracts';

/**
 * The admin's business numbers, as pure functions over plain arrays (the payments module loads the rows;
 * these decide what they mean). The wording of each definition is `METRIC_DEFINITIONS` in
 * libs/contracts, shown in the README and in the tooltips. Money stays in the smallest unit.
 */

const DAY_MS = 86_400_000;

export interface MetricsStudent {
  id: number;
  /** Registration + 14 days. */
  trialEndsAt: Date;
}

export type MetricsPaymentStatus = 'created' | 'paid' | 'failed' | 'refunded';

export interface MetricsPayment {
  userId: number;
  currency: Currency;
  /** What the student paid, in paise or cents. */
  amount: number;
  status: MetricsPaymentStatus;
  paidAt: Date | null;
  /** A debit of a subscription that renews itself (issue 26), not a one-off payment. */
  autoRenew?: boolean;
}

/** A paid membership period (a refunded payment's period is removed, so it is never listed). */
export interface MetricsPeriod {
  userId: number;
  currency: Currency;
  /** What was paid for this period, in paise or cents. */
  amount: number;
  months: number;
  startsAt: Date;
  endsAt: Date;
  /** Paid by a debit of a subscription that renews itself. */
  autoRenew?: boolean;
}

export interface MetricsInput {
  students: MetricsStudent[];
  payments: MetricsPayment[];
  periods: MetricsPeriod[];
  now: Date;
}

const zero = (): AmountByCurrency => ({ INR: 0, USD: 0 });
const running = (p: MetricsPeriod, now: Date) => p.startsAt <= now && now < p.endsAt;
const ratio = (part: number, whole: number) =>
  whole ? Math.round((part / whole) * 10_000) / 10_000 : null;

/** Students with a paid membership period running now (counted once however many periods they hold). */
export function activeMembers(periods: MetricsPeriod[], now: Date): number {
  return new Set(periods.filter((p) => running(p, now)).map((p) => p.userId)).size;
}

/**
 * Students who have paid for time still ahead: a period running now or starting later (a plan bought
 * during the trial starts when the trial ends). Counted once however many periods they hold.
 */
export function payingMembers(periods: MetricsPeriod[], now: Date): number {
  return new Set(periods.filter((p) => now < p.endsAt).map((p) => p.userId)).size;
}

/**
 * Students whose free trial is running now (`now` before the trial's end), including those who already
 * paid for a plan that starts when the trial ends.
 */
export function studentsInTrial(students: MetricsStudent[], now: Date): number {
  return students.filter((s) => now < s.trialEndsAt).length;
}

/**
 * Trial-to-paid conversion of the last 30 days: of the students whose trial ended in (now − 30 days,
 * now], those with at least one successful payment made by now (during the trial or after it; refunded
 * payments do not count). `rate` is converted ÷ trials ended (null when no trial ended).
 */
export function trialConversion(
  students: MetricsStudent[],
  payments: MetricsPayment[],
  now: Date,
): BusinessMetrics['trial_conversion'] {
  const from = now.getTime() - METRICS_WINDOW_DAYS * DAY_MS;
  const cohort = students.filter(
    (s) => s.trialEndsAt.getTime() > from && s.trialEndsAt.getTime() <= now.getTime(),
  );
  const payers = new Set(
    payments.filter((p) => p.status === 'paid' && p.paidAt && p.paidAt <= now).map((p) => p.userId),
  );
  const converted = cohort.filter((s) => payers.has(s.id)).length;
  return { trials_ended: cohort.length, converted, rate: ratio(converted, cohort.length) };
}

/**
 * Monthly recurring revenue per currency: for every period running now, its amount ÷ its months,
 * added up and rounded to the paisa/cent at the end.
 */
export function monthlyRecurringRevenue(periods: MetricsPeriod[], now: Date): AmountByCurrency {
  const sums: AmountByCurrency = zero();
  for (const p of periods)
    if (running(p, now) && p.months > 0)
      sums[p.currency] = (sums[p.currency] ?? 0) + p.amount / p.months;
  const result = zero();
  for (const [currency, sum] of Object.entries(sums) as [Currency, number][])
    result[currency] = Math.round(sum);
  return result;
}

/**
 * Churn of the last 30 days. A period is judged once its 7-day renewal window has closed: the periods
 * "due" are those whose end + 7 days fell in (now − 30 days, now]. One of them churned when the same
 * student has no other period that starts by its end + 7 days and runs past its end (a renewal paid early
 * starts exactly at the end; a late one within a week also counts). `rate` = churned ÷ due.
 */
export function churn(periods: MetricsPeriod[], now: Date): BusinessMetrics['churn'] {
  const grace = RENEWAL_GRACE_DAYS * DAY_MS;
  const from = now.getTime() - METRICS_WINDOW_DAYS * DAY_MS;
  const due = periods.filter((p) => {
    const deadline = p.endsAt.getTime() + grace;
    return deadline > from && deadline <= now.getTime();
  });
  const churned = due.filter(
    (p) =>
      !periods.some(
        (other) =>
          other !== p &&
          other.userId === p.userId &&
          other.endsAt > p.endsAt &&
          other.startsAt.getTime() <= p.endsAt.getTime() + grace,
      ),
  ).length;
  return { periods_due: due.length, churned, rate: ratio(churned, due.length) };
}

/** The periods due (as for churn) that were renewed: another period within the grace of the end. */
function renewedAmong(periods: MetricsPeriod[], due: MetricsPeriod[]) {
  const grace = RENEWAL_GRACE_DAYS * DAY_MS;
  const renewed = due.filter((p) =>
    periods.some(
      (other) =>
        other !== p &&
        other.userId === p.userId &&
        other.endsAt > p.endsAt &&
        other.startsAt.getTime() <= p.endsAt.getTime() + grace,
    ),
  ).length;
  return { periods_due: due.length, renewed, rate: ratio(renewed, due.length) };
}

/**
 * Renewal rate of the last 30 days, the periods judged as for churn, split by how each was paid: an
 * automatic renewal's debit or a one-off payment.
 */
export function renewalRate(periods: MetricsPeriod[], now: Date): BusinessMetrics['renewal'] {
  const grace = RENEWAL_GRACE_DAYS * DAY_MS;
  const from = now.getTime() - METRICS_WINDOW_DAYS * DAY_MS;
  const due = periods.filter((p) => {
    const deadline = p.endsAt.getTime() + grace;
    return deadline > from && deadline <= now.getTime();
  });
  return {
    auto_renew: renewedAmong(
      periods,
      due.filter((p) => p.autoRenew),
    ),
    one_off: renewedAmong(
      periods,
      due.filter((p) => !p.autoRenew),
    ),
  };
}

/** This month's and last month's revenue, automatic renewals' debits apart from one-off payments. */
export function revenueSplit(
  payments: MetricsPayment[],
  now: Date,
): BusinessMetrics['revenue_split'] {
  const auto = payments.filter((p) => p.autoRenew);
  const once = payments.filter((p) => !p.autoRenew);
  const thisMonth = istMonthRange(now);
  const lastMonth = istMonthRange(new Date(thisMonth.start.getTime() - 1));
  const split = (range: { start: Date; end: Date }) => ({
    auto_renew: revenueBetween(auto, range.start, range.end),
    one_off: revenueBetween(once, range.start, range.end),
  });
  return { this_month: split(thisMonth), last_month: split(lastMonth) };
}

/** Successful payments (not refunded) received in [start, end), per currency. */
export function revenueBetween(
  payments: MetricsPayment[],
  start: Date,
  end: Date,
): AmountByCurrency {
  const sums = zero();
  for (const p of payments)
    if (p.status === 'paid' && p.paidAt && p.paidAt >= start && p.paidAt < end)
      sums[p.currency] = (sums[p.currency] ?? 0) + p.amount;
  return sums;
}

/** Revenue of this calendar month and the last one, on the India clock. */
export function revenueByMonth(payments: MetricsPayment[], now: Date): BusinessMetrics['revenue'] {
  const thisMonth = istMonthRange(now);
  const lastMonth = istMonthRange(new Date(thisMonth.start.getTime() - 1));
  return {
    this_month: revenueBetween(payments, thisMonth.start, thisMonth.end),
    last_month: revenueBetween(payments, lastMonth.start, lastMonth.end),
  };
}

/** Every figure of `GET /api/admin/metrics` at once. */
export function computeBusinessMetrics(input: MetricsInput): BusinessMetrics {
  const { students, payments, periods, now } = input;
  return {
    as_of: now.toISOString(),
    paying_members: payingMembers(periods, now),
    active_members: activeMembers(periods, now),
    students_in_trial: studentsInTrial(students, now),
    trial_conversion: trialConversion(students, payments, now),
    mrr: monthlyRecurringRevenue(periods, now),
    churn: churn(periods, now),
    revenue: revenueByMonth(payments, now),
    renewal: renewalRate(periods, now),
    revenue_split: revenueSplit(payments, now),
  };
}
