import { DataSource } from 'typeorm';
import {
  addIstMonths,
  type BusinessMetrics,
  type Currency,
  type PaymentStatus,
  type PlanId,
} from '@yoga/contracts';
import { Payment } from '../src/modules/payments/entities/payment.entity.js';
import { SubscriptionPeriod } from '../src/modules/subscriptions/entities/subscription-period.entity.js';
import { User } from '../src/modules/users/entities/user.entity.js';
import { stubClock } from './support/payments.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
} from './support/test-app.js';

const DAY = 86_400_000;
/** 12:00 IST on Monday 23 November 2026. */
const NOW = new Date('2026-11-23T06:30:00Z');
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

/**
 * A seeded history whose answers are worked out by hand (see each student's comment), checked against
 * GET /api/admin/metrics with the clock at NOW.
 */
describe('business metrics (GET /api/admin/metrics)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
    stubClock(t, NOW);
  });
  afterAll(() => t.close());

  const ds = () => t.app.get(DataSource);
  async function student(registeredDaysAgo: number): Promise<number> {
    const s = await registerAndLogin(t);
    await ds()
      .getRepository(User)
      .update({ id: s.user.id }, { createdAt: ago(registeredDaysAgo) });
    return s.user.id;
  }
  async function payment(
    userId: number,
    p: {
      plan: PlanId;
      currency: Currency;
      amount: number;
      paidDaysAgo: number;
      status?: PaymentStatus;
      /** A debit of a subscription that renews itself. */
      recurringId?: number;
    },
  ): Promise<number> {
    const result = await ds()
      .getRepository(Payment)
      .insert({
        userId,
        plan: p.plan,
        months: 3,
        currency: p.currency,
        amount: p.amount,
        creditsApplied: 0,
        creditsTaken: false,
        gateway: 'sandbox',
        method: 'sandbox',
        reference: null,
        stateCode: null,
        gatewayOrderId: null,
        gatewayPaymentId: null,
        status: p.status ?? 'paid',
        paidAt: ago(p.paidDaysAgo),
        recurringId: p.recurringId ?? null,
      });
    return result.identifiers[0].id as number;
  }
  async function period(
    userId: number,
    paymentId: number,
    p: { currency: Currency; months: number; startsDaysAgo: number; endsDaysAgo?: number },
  ): Promise<void> {
    const startsAt = ago(p.startsDaysAgo);
    await ds()
      .getRepository(SubscriptionPeriod)
      .insert({
        userId,
        paymentId,
        plan: 'big',
        months: p.months,
        currency: p.currency,
        startsAt,
        endsAt: p.endsDaysAgo === undefined ? addIstMonths(startsAt, p.months) : ago(p.endsDaysAgo),
      });
  }

  /** A paid payment and the period it bought (starting the day it was paid unless said otherwise). */
  async function paidPeriod(
    userId: number,
    p: {
      plan: PlanId;
      currency: Currency;
      amount: number;
      months: number;
      paidDaysAgo: number;
      startsDaysAgo?: number;
      endsDaysAgo?: number;
      recurringId?: number;
    },
  ): Promise<void> {
    const paymentId = await payment(userId, p);
    await period(userId, paymentId, {
      currency: p.currency,
      months: p.months,
      startsDaysAgo: p.startsDaysAgo ?? p.paidDaysAgo,
      endsDaysAgo: p.endsDaysAgo,
    });
  }

  it('answers the seeded history exactly, following METRIC_DEFINITIONS', async () => {
    // The plans bought below: price in paise or cents, and months.
    const big3 = { plan: 'big', currency: 'INR', amount: 169_900, months: 3 } as const;
    const super6 = { plan: 'super', currency: 'INR', amount: 249_900, months: 6 } as const;
    const bumper12Usd = { plan: 'bumper', currency: 'USD', amount: 8500, months: 12 } as const;
    const super6Usd = { plan: 'super', currency: 'USD', amount: 5500, months: 6 } as const;
    // A: in trial (ends in 9 days), never paid.
    await student(5);
    // B: in trial, paid on day -2 for a plan that starts when the trial ends (not running yet).
    await paidPeriod(await student(10), { ...big3, paidDaysAgo: 2, startsDaysAgo: -4 });
    // C: trial ended 6 days ago, paid 3 days ago: converted; active; MRR 249900 / 6 = 41650.
    await paidPeriod(await student(20), { ...super6, paidDaysAgo: 3 });
    // D: trial ended 11 days ago, never paid: not converted.
    await student(25);
    // E: trial ended 26 days ago, paid in October but refunded: not converted, no revenue.
    await payment(await student(40), { ...big3, paidDaysAgo: 34, status: 'refunded' });
    // F: long-time member, USD 12 months running: active; MRR 8500 / 12.
    await paidPeriod(await student(100), { ...bumper12Usd, paidDaysAgo: 80, startsDaysAgo: 86 });
    // G: period ended 20 days ago (due), renewed 2 days later (not churned); the renewal, paid on
    // 5 November, runs now: active; MRR 169900 / 3. Both paid by an automatic renewal's debits.
    const g = await student(200);
    await paidPeriod(g, { ...big3, paidDaysAgo: 150, endsDaysAgo: 20, recurringId: 1 });
    await paidPeriod(g, { ...big3, paidDaysAgo: 18, recurringId: 1 });
    // H: period ended 30 days ago (due), no renewal: churned.
    await paidPeriod(await student(300), { ...super6, paidDaysAgo: 200, endsDaysAgo: 30 });
    // I: ended 2 days ago: its renewal week is still open (not due).
    await paidPeriod(await student(400), { ...big3, paidDaysAgo: 120, endsDaysAgo: 2 });
    // J: ended 50 days ago: judged before the window (not due).
    await paidPeriod(await student(400), { ...big3, paidDaysAgo: 150, endsDaysAgo: 50 });
    // K: paid USD 55 on 14 October (last month), 6 months running: active; MRR 5500 / 6.
    await paidPeriod(await student(500), { ...super6Usd, paidDaysAgo: 40 });

    const res = await t.http().get('/api/admin/metrics').set(bearer(admin)).expect(200);
    expect(res.body as BusinessMetrics).toEqual({
      as_of: NOW.toISOString(),
      paying_members: 5, // B (starts when the trial ends), C, F, G, K
      active_members: 4, // C, F, G, K
      students_in_trial: 2, // A, B
      trial_conversion: { trials_ended: 3, converted: 1, rate: 0.3333 }, // C, D, E → C
      mrr: {
        INR: Math.round(249_900 / 6 + 169_900 / 3), // 98283
        USD: Math.round(8500 / 12 + 5500 / 6), // 1625
      },
      churn: { periods_due: 2, churned: 1, rate: 0.5 }, // G1 renewed, H churned
      revenue: {
        this_month: { INR: 169_900 + 249_900 + 169_900, USD: 0 }, // B, C, G2
        last_month: { INR: 0, USD: 5500 }, // K (E refunded)
      },
      renewal: {
        auto_renew: { periods_due: 1, renewed: 1, rate: 1 }, // G1
        one_off: { periods_due: 1, renewed: 0, rate: 0 }, // H
      },
      revenue_split: {
        this_month: {
          auto_renew: { INR: 169_900, USD: 0 }, // G2
          one_off: { INR: 169_900 + 249_900, USD: 0 }, // B, C
        },
        last_month: {
          auto_renew: { INR: 0, USD: 0 },
          one_off: { INR: 0, USD: 5500 }, // K
        },
      },
    });
  });

  it('is admin only', async () => {
    const s = await registerAndLogin(t);
    await t.http().get('/api/admin/metrics').set(bearer(s.token)).expect(403);
    await t.http().get('/api/admin/metrics').expect(401);
  });

  it("gives the dashboard's four spec circles real counts", async () => {
    const res = await t.http().get('/api/admin/stats').set(bearer(admin)).expect(200);
    const users = ds().getRepository(User);
    expect(res.body).toEqual({
      counselors: await users.count(),
      students: 0,
      sessions: await ds().getRepository(Payment).countBy({ status: 'paid' }),
      complaints: 0,
    });
    expect(res.body.sessions).toBe(9);
  });
});
