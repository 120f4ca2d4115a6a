import {
  activeMembers,
  payingMembers,
  churn,
  computeBusinessMetrics,
  monthlyRecurringRevenue,
  studentsInTrial,
  trialConversion,
  type MetricsPayment,
  type MetricsPeriod,
  type MetricsStudent,
} from '../metrics.js';

/** Noon IST (06:30 UTC) of a date, unless a full instant is given. */
const at = (d: string) => new Date(d.includes('T') ? d : `${d}T06:30:00Z`);
// 12:00 IST, Friday 20 November 2026
const now = at('2026-11-20');

const student = (id: number, trialEnds: string): MetricsStudent => ({
  id,
  trialEndsAt: at(trialEnds),
});
const paid = (
  userId: number,
  currency: 'INR' | 'USD',
  amount: number,
  when: string,
  status: MetricsPayment['status'] = 'paid',
): MetricsPayment => ({
  userId,
  currency,
  amount,
  status,
  paidAt: status === 'paid' || status === 'refunded' ? at(when) : null,
});
const period = (
  userId: number,
  currency: 'INR' | 'USD',
  amount: number,
  months: number,
  from: string,
  to: string,
): MetricsPeriod => ({ userId, currency, amount, months, startsAt: at(from), endsAt: at(to) });

/**
 * A history whose answers were worked out by hand (see each student's line). The conversion window is
 * (21 Oct 06:30 UTC, now]; periods are due for churn when they ended in (14 Oct, 13 Nov].
 */
const students = [
  student(1, '2026-11-29'), // in trial, abandoned a checkout
  student(2, '2026-11-24'), // in trial, already paid for a plan starting at trial end
  student(3, '2026-11-01'), // trial ended in window, paid → converted, active
  student(4, '2026-11-05'), // trial ended in window, never paid
  student(5, '2026-10-25'), // trial ended in window, paid but refunded → not converted
  student(6, '2026-09-01'), // active since September
  student(7, '2026-06-01'), // period ended 1 Sep: long gone, not due
  student(8, '2026-01-01'), // period ended 20 Oct, renewed 25 Oct (within 7 days)
  student(9, '2026-01-01'), // period ended 1 Nov, never renewed → churned
  student(10, '2026-01-01'), // period ended 5 Nov, renewed 15 Nov (10 days late) → churned, active again
  student(11, '2026-01-01'), // period ended 18 Nov: renewal window still open, not due
  student(12, '2026-01-01'), // renewed early (stacked at 10 Nov), in USD
  student(13, '2026-10-31T18:00:00Z'), // trial ended in window, paid 23:30 IST 31 Oct → last month
  student(14, '2026-10-21T06:30:00Z'), // trial ended exactly 30 days ago: outside the window
  student(15, '2026-01-01'), // period ended 30 Oct, never renewed → churned
];

const payments = [
  paid(1, 'INR', 309900, '', 'created'),
  paid(2, 'INR', 169900, '2026-11-12'),
  paid(3, 'INR', 309900, '2026-11-02'),
  paid(5, 'USD', 5500, '2026-10-28', 'refunded'),
  paid(6, 'INR', 249900, '', 'failed'),
  paid(6, 'INR', 249900, '2026-09-01'),
  paid(7, 'USD', 3500, '2026-06-01'),
  paid(8, 'INR', 169900, '2026-07-20'),
  paid(8, 'INR', 169900, '2026-10-25'),
  paid(9, 'USD', 3500, '2026-08-01'),
  paid(10, 'INR', 249900, '2026-05-05'),
  paid(10, 'INR', 249900, '2026-11-15'),
  paid(11, 'INR', 169900, '2026-08-18'),
  paid(12, 'INR', 249900, '2026-05-10'),
  paid(12, 'USD', 5500, '2026-10-31T19:00:00Z'), // 00:30 IST on 1 November → this month
  paid(13, 'USD', 8500, '2026-10-31T18:00:00Z'), // 23:30 IST on 31 October → last month
  paid(14, 'INR', 169900, '2026-10-21T06:30:00Z'),
  paid(15, 'INR', 169900, '2026-07-30'),
];

const periods = [
  period(2, 'INR', 169900, 3, '2026-11-24', '2027-02-24'),
  period(3, 'INR', 309900, 12, '2026-11-02', '2027-11-02'),
  period(6, 'INR', 249900, 6, '2026-09-01', '2027-03-01'),
  period(7, 'USD', 3500, 3, '2026-06-01', '2026-09-01'),
  period(8, 'INR', 169900, 3, '2026-07-20', '2026-10-20'),
  period(8, 'INR', 169900, 3, '2026-10-25', '2027-01-25'),
  period(9, 'USD', 3500, 3, '2026-08-01', '2026-11-01'),
  period(10, 'INR', 249900, 6, '2026-05-05', '2026-11-05'),
  period(10, 'INR', 249900, 6, '2026-11-15', '2027-05-15'),
  period(11, 'INR', 169900, 3, '2026-08-18', '2026-11-18'),
  period(12, 'INR', 249900, 6, '2026-05-10', '2026-11-10'),
  period(12, 'USD', 5500, 6, '2026-11-10', '2027-05-10'),
  period(13, 'USD', 8500, 12, '2026-10-31T18:00:00Z', '2027-10-31T18:00:00Z'),
  period(14, 'INR', 169900, 3, '2026-10-21T06:30:00Z', '2027-01-21T06:30:00Z'),
  period(15, 'INR', 169900, 3, '2026-07-30', '2026-10-30'),
];

describe('business numbers', () => {
  it('gives the known answers for the seeded history', () => {
    expect(computeBusinessMetrics({ students, payments, periods, now })).toEqual({
      as_of: '2026-11-20T06:30:00.000Z',
      // paid time ahead: the running ones and student 2 (a plan starting at the trial's end)
      paying_members: 8,
      // students 3, 6, 8, 10, 12, 13, 14
      active_members: 7,
      // students 1 and 2
      students_in_trial: 2,
      // trials ended in the window: 3, 4, 5, 13; paid: 3 and 13
      trial_conversion: { trials_ended: 4, converted: 2, rate: 0.5 },
      mrr: {
        // 309900/12 + 249900/6 + 169900/3 + 249900/6 + 169900/3 = 222391.67
        INR: 222392,
        // 5500/6 + 8500/12 = 1625
        USD: 1625,
      },
      // due: 8, 9, 10, 12, 15; churned: 9, 10, 15
      churn: { periods_due: 5, churned: 3, rate: 0.6 },
      revenue: {
        // 169900 + 309900 + 249900 and the USD renewal at 00:30 IST on 1 November
        this_month: { INR: 729700, USD: 5500 },
        // 169900 (25 Oct) + 169900 (21 Oct); 8500 at 23:30 IST on 31 October; the refund not counted
        last_month: { INR: 339800, USD: 8500 },
      },
      // The churn's periods judged by how they were bought: none of them renews automatically here.
      renewal: {
        auto_renew: { periods_due: 0, renewed: 0, rate: null },
        one_off: { periods_due: 5, renewed: 2, rate: 0.4 },
      },
      // No automatic debit in the history: all of the revenue is one-off payments.
      revenue_split: {
        this_month: { auto_renew: { INR: 0, USD: 0 }, one_off: { INR: 729700, USD: 5500 } },
        last_month: { auto_renew: { INR: 0, USD: 0 }, one_off: { INR: 339800, USD: 8500 } },
      },
    });
  });

  it('counts the edges of a period and of a trial the same way everywhere', () => {
    const p = period(1, 'INR', 300, 3, '2026-11-20', '2027-02-20');
    expect(activeMembers([p], now)).toBe(1); // starts exactly now
    expect(activeMembers([p], at('2027-02-20'))).toBe(0); // ends exactly then
    expect(monthlyRecurringRevenue([p], now)).toEqual({ INR: 100, USD: 0 });
    expect(activeMembers([p, { ...p }], now)).toBe(1); // one student, two periods
    const later = period(2, 'INR', 300, 3, '2026-11-24', '2027-02-24');
    expect(activeMembers([later], now)).toBe(0); // paid during the trial, starts at its end
    expect(payingMembers([later], now)).toBe(1); // … but paid time is ahead
    expect(payingMembers([p], at('2027-02-20'))).toBe(0); // nothing left once it ends
    expect(payingMembers([p, later, { ...later }], now)).toBe(2);

    const s = student(1, '2026-11-20');
    expect(studentsInTrial([s], now)).toBe(0); // the trial ended exactly now
    expect(trialConversion([s], [], now)).toEqual({ trials_ended: 1, converted: 0, rate: 0 });
    expect(trialConversion([], [], now)).toEqual({ trials_ended: 0, converted: 0, rate: null });
    // a payment made after `now` does not count yet
    expect(trialConversion([s], [paid(1, 'INR', 100, '2026-11-21')], now).converted).toBe(0);
  });

  it('judges a period for churn only once its 7-day renewal window has closed', () => {
    const ended = period(1, 'INR', 300, 3, '2026-08-13', '2026-11-13');
    expect(churn([ended], now)).toEqual({ periods_due: 1, churned: 1, rate: 1 }); // 7 days ago
    expect(churn([ended], at('2026-11-19'))).toEqual({ periods_due: 0, churned: 0, rate: null });
    // a renewal starting exactly 7 days after the end still counts
    const late = period(1, 'INR', 300, 3, '2026-11-20', '2027-02-20');
    expect(churn([ended, late], now).churned).toBe(0);
    // another student's period is not a renewal
    expect(churn([ended, { ...late, userId: 2 }], now).churned).toBe(1);
  });
});
