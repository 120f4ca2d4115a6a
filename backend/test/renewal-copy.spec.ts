import type { MySubscription } from '@yoga/contracts';
import { DomainEventDispatcher, DomainEvents } from '../src/events/index.js';
import { SubscriptionsService } from '../src/modules/subscriptions/index.js';
import { publishedEvents, settleEvents } from './support/events.js';
import {
  bearer,
  createTestApp,
  registerAndLogin,
  type TestApp,
  type Session,
} from './support/test-app.js';

describe('subscriptions keep their own copy of the renewal (renewal.changed, sandbox gateway)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = async (s: Session) =>
    (await t.http().get('/api/subscriptions/me').set(bearer(s.token)).expect(200))
      .body as MySubscription;

  /** A student with a renewal whose first payment was verified (sandbox Checkout). */
  async function renewing() {
    const s = await registerAndLogin(t);
    const created = await t
      .http()
      .post('/api/subscriptions/recurring')
      .set(bearer(s.token))
      .send({ plan: 'big', currency: 'INR' })
      .expect(201);
    const subscriptionId = created.body.subscription_id as string;
    const checkout = await t
      .http()
      .post('/api/payments/sandbox/complete')
      .set(bearer(s.token))
      .send({ subscription_id: subscriptionId, outcome: 'success' })
      .expect(200);
    const verify = await t
      .http()
      .post('/api/payments/verify')
      .set(bearer(s.token))
      .send(checkout.body)
      .expect(200);
    return { s, subscriptionId, verify: verify.body as { subscription: MySubscription } };
  }

  it('subscribes the subscriptions module to renewal.changed; no reader is set from outside', () => {
    expect(t.app.get(DomainEventDispatcher).subscribersOf('renewal.changed')).toContain(
      'SubscriptionsService.renewalChanged',
    );
    expect('useRenewalReader' in t.app.get(SubscriptionsService)).toBe(false);
  });

  it('follows every change: created, active with its next debit and method, pending after a failed debit, cancelling after stop', async () => {
    const { s, subscriptionId, verify } = await renewing();
    // The answer of the change itself shows it at once.
    expect(verify.subscription.renewal).toMatchObject({
      subscription_id: subscriptionId,
      status: 'active',
    });
    await settleEvents(t);
    const active = (await me(s)).renewal!;
    expect(active).toEqual(verify.subscription.renewal);
    expect(active.next_charge_at).toEqual(expect.any(String));
    expect(active).toMatchObject({ plan: 'big', months: 3, currency: 'INR', amount: 169900 });

    await t
      .http()
      .post('/api/payments/sandbox/charge')
      .set(bearer(s.token))
      .send({ subscription_id: subscriptionId, outcome: 'failure' })
      .expect(200);
    await settleEvents(t);
    expect((await me(s)).renewal).toMatchObject({ status: 'pending' });

    const stopped = await t
      .http()
      .post('/api/subscriptions/recurring/cancel')
      .set(bearer(s.token))
      .send({})
      .expect(200);
    expect(stopped.body.renewal).toMatchObject({ status: 'cancelling', next_charge_at: null });
    await settleEvents(t);
    expect((await me(s)).renewal).toEqual(stopped.body.renewal);
    // Each change was one event with the whole renewal in it.
    const events = (
      await publishedEvents<{ userId: number; status: string; subscriptionId?: string }>(
        t,
        'renewal.changed',
      )
    ).filter((e) => e.userId === s.user.id);
    expect(events.map((e) => e.status)).toEqual(['created', 'active', 'pending', 'cancelling']);
    expect(events.every((e) => e.subscriptionId === subscriptionId)).toBe(true);
  });

  it('an older event, or one of an earlier subscription, changes nothing', async () => {
    const { s } = await renewing();
    await settleEvents(t);
    const before = (await me(s)).renewal!;
    const [latest] = (
      await publishedEvents<{ userId: number; recurringId: number; changedAt: string }>(
        t,
        'renewal.changed',
      )
    )
      .filter((e) => e.userId === s.user.id)
      .reverse();
    const stale = {
      recurringId: latest!.recurringId,
      userId: s.user.id,
      status: 'halted' as const,
      previous: 'active' as const,
      amount: 1,
      currency: 'INR' as const,
      nextChargeAt: null,
      subscriptionId: 'sub_stale',
      plan: 'big',
      months: 3,
      method: null,
      paymentLink: 'https://rzp.io/stale',
    };
    const events = t.app.get(DomainEvents);
    await events.publish('renewal.changed', {
      ...stale,
      changedAt: new Date(Date.parse(latest!.changedAt) - 1000).toISOString(),
    });
    await events.publish('renewal.changed', {
      ...stale,
      recurringId: latest!.recurringId - 1,
      changedAt: new Date(Date.parse(latest!.changedAt) + 1000).toISOString(),
    });
    await settleEvents(t);
    expect((await me(s)).renewal).toEqual(before);
  });
});
