import { DataSource, Not } from 'typeorm';
import { jest } from '@jest/globals';
import { addIstDays, formatMinor, istDate, istInstant, type YogaClass } from '@yoga/contracts';
import { CLOCK, type Clock } from '../src/common/lifecycle/clock.js';
import { Transactions } from '../src/database/transactions.js';
import {
  DomainEventDispatcher,
  DomainEventRecord,
  DomainEvents,
  type DomainEvent,
} from '../src/events/index.js';
import { OutboxMessage } from '../src/modules/messages/entities/outbox-message.entity.js';
import { EventMessages } from '../src/modules/messages/event-messages.service.js';
import { publishedEvents, settleEvents } from './support/events.js';
import { buy } from './support/payments.js';
import { removeRedisKeys, testRedisPrefix, sharedRedisEnv } from './support/redis.js';
import { eventually } from './support/wait.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
} from './support/test-app.js';

type Student = Awaited<ReturnType<typeof registerAndLogin>>;
type Row = [event: string, channel: string, key: string, language: string];

/** The student's outbox rows: event, channel, idempotency key, language. */
async function outboxOf(t: TestApp, userId: number): Promise<Row[]> {
  const rows = await t.app
    .get(DataSource)
    .getRepository(OutboxMessage)
    .find({ where: { userId, event: Not('welcome') }, order: { id: 'ASC' } });
  // The welcome every new student gets (user.registered) has its own suite, welcome.spec.ts.
  return rows.map((r) => [r.event, r.channel, r.idempotencyKey, r.language]);
}

async function student(
  t: TestApp,
  consents: { whatsapp?: boolean; email?: boolean },
  language: 'en' | 'hi' = 'en',
): Promise<Student> {
  const s = await registerAndLogin(t);
  await t
    .http()
    .patch('/api/profile')
    .set(bearer(s.token))
    .send({ language, consents })
    .expect(200);
  return s;
}

/** The event dispatched again, as another poller or a duplicate job would (it reaches the handlers). */
async function redispatch(t: TestApp, eventId: string): Promise<void> {
  await t.app
    .get(DataSource)
    .getRepository(DomainEventRecord)
    .update({ id: eventId }, { dispatchedAt: null });
  await t.app.get(DomainEventDispatcher).poll(new Date(Date.now() + 3_600_000));
}

async function classWithOnePlace(t: TestApp, admin: string): Promise<YogaClass> {
  const res = await t
    .http()
    .post('/api/classes')
    .set(bearer(admin))
    .send({
      title: 'Evening Flow',
      class_type: 'paid',
      date: addIstDays(istDate(), 3),
      time: '18:45',
      link: 'https://meet.example.com/flow',
      capacity: 1,
    })
    .expect(201);
  return res.body as YogaClass;
}

async function book(t: TestApp, s: Student, c: YogaClass, path: 'class' | 'waitlist') {
  const res = await t
    .http()
    .post(`/api/bookings/${path}`)
    .set(bearer(s.token))
    .send({
      class_id: c.id,
      name: s.user.name,
      email: s.user.email,
      phone: '9811111111',
      preferred_date: c.date,
      preferred_time: c.time,
    })
    .expect(201);
  return res.body.booking.id as number;
}

describe('messages from domain events (in process)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://yoga.example.in' });
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
  });
  afterAll(() => t.close());

  it('subscribes the receipts, the waitlist places and the class notices', () => {
    const dispatcher = t.app.get(DomainEventDispatcher);
    // The kept public pages listen to many of these too (their own test: page-cache.spec.ts); here, the rest.
    const subscribers = (type: Parameters<typeof dispatcher.subscribersOf>[0]) =>
      dispatcher.subscribersOf(type).filter((s) => !s.startsWith('PublicPagesOnChanges.'));
    // Only the receipt: what a payment grants (a gift, a period) is its purpose's grant handler's,
    // inside the settlement's transaction (PurchaseGrants), not a subscriber's.
    expect([...subscribers('payment.paid')].sort()).toEqual(['EventMessages.receipt']);
    expect(subscribers('payment.refunded')).not.toContain('GiftsService.onRefunded');
    expect(subscribers('gift.send')).toEqual(['EventMessages.giftReceived']);
    expect(subscribers('booking.promoted')).toEqual(['EventMessages.waitlistPlace']);
    // Beside the video module's (its job updates or deletes the class's Zoom meeting).
    expect([...subscribers('class.cancelled')].sort()).toEqual([
      'EventMessages.classCancelled',
      'VideoOnClassEvents.cancelled',
    ]);
    // Company seats waiting for her address (issue 35) besides the welcome.
    expect(subscribers('user.registered')).toEqual([
      'StudentNotices.welcome',
      'CompaniesService.onRegistered',
    ]);
    // The instructor console's (issue 25): a substitute's notice, an instructor's message.
    expect(subscribers('instructor.substituted')).toEqual(['EventMessages.instructorChanged']);
    expect(subscribers('instructor.message_sent')).toEqual(['EventMessages.classMessage']);
    expect(subscribers('user.deleted')).toEqual(['RenewalsService.accountDeleted']);
    expect(subscribers('booking.demo_link_sent')).toEqual(['StudentNotices.demoLinkSent']);
    expect([...subscribers('class.changed')].sort()).toEqual([
      'BookingsService.fillOnClassChange',
      'EventMessages.classRescheduled',
      'VideoOnClassEvents.changed',
    ]);
  });

  it('queues the receipt of a paid payment once, in the student language, however often payment.paid arrives', async () => {
    const s = await student(t, { whatsapp: true, email: true }, 'hi');
    await buy(t, s.token, 'big', 'INR');
    await settleEvents(t);
    const [paid] = (
      await publishedEvents<{ userId: number; amount: number }>(t, 'payment.paid')
    ).filter((e) => e.userId === s.user.id);
    const key = `receipt:${paid.eventId}`;
    const once: Row[] = [
      ['payment_receipt', 'email', key, 'hi'],
      ['payment_receipt', 'whatsapp', key, 'hi'],
    ];
    expect(await outboxOf(t, s.user.id)).toEqual(once);
    const [row] = await t.app
      .get(DataSource)
      .getRepository(OutboxMessage)
      .findBy({ userId: s.user.id, channel: 'email', event: 'payment_receipt' });
    expect(JSON.parse(row.params)).toMatchObject({
      invoice_link: 'https://yoga.example.in/user/payment',
      amount: formatMinor(paid.amount, 'INR'),
    });

    // Dispatched again: the delivery row skips the handler.
    await redispatch(t, paid.eventId);
    expect(await outboxOf(t, s.user.id)).toEqual(once);
    // The handler itself called again with the same event (e.g. after a crash past the outbox
    // insert): the key refuses the duplicate.
    const record = await t.app
      .get(DataSource)
      .getRepository(DomainEventRecord)
      .findOneByOrFail({ id: paid.eventId });
    const event = {
      id: record.id,
      type: 'payment.paid',
      payload: JSON.parse(record.payload),
      occurredAt: record.occurredAt,
    } as DomainEvent<'payment.paid'>;
    await t.app.get(Transactions).run(() => t.app.get(EventMessages).receipt(event));
    expect(await outboxOf(t, s.user.id)).toEqual(once);
  });

  it('tells the waitlisted student of their place once: a cancellation, then a raised capacity', async () => {
    const c = await classWithOnePlace(t, admin);
    const [holder, first, second] = [
      await student(t, {}),
      await student(t, {}),
      await student(t, { whatsapp: true }),
    ];
    const held = await book(t, holder, c, 'class');
    await book(t, first, c, 'waitlist');
    await book(t, second, c, 'waitlist');

    // The holder cancels: the first waitlisted student gets the place (email: about their booking).
    await t.http().delete(`/api/bookings/${held}`).set(bearer(holder.token)).expect(200);
    await settleEvents(t);
    const promoted = async () =>
      (await publishedEvents<{ classId: number; userId: number }>(t, 'booking.promoted')).filter(
        (e) => e.classId === c.id,
      );
    const [toFirst] = await promoted();
    expect(toFirst.userId).toBe(first.user.id);
    expect(await outboxOf(t, first.user.id)).toEqual([
      ['waitlist_place', 'email', `waitlist:${toFirst.eventId}`, 'en'],
    ]);
    await redispatch(t, toFirst.eventId);
    expect(await outboxOf(t, first.user.id)).toHaveLength(1);
    expect(await outboxOf(t, second.user.id)).toEqual([]);

    // The admin raises the capacity: class.changed → the bookings module fills the place →
    // booking.promoted → the notice (email and, with the consent, WhatsApp).
    await t
      .http()
      .put(`/api/classes/${c.id}`)
      .set(bearer(admin))
      .send({
        title: c.title,
        class_type: 'paid',
        date: c.date,
        time: c.time,
        link: 'https://meet.example.com/flow',
        capacity: 2,
      })
      .expect(200);
    await settleEvents(t);
    const [, toSecond] = await promoted();
    expect(toSecond.userId).toBe(second.user.id);
    const notice: Row[] = [
      ['waitlist_place', 'email', `waitlist:${toSecond.eventId}`, 'en'],
      ['waitlist_place', 'whatsapp', `waitlist:${toSecond.eventId}`, 'en'],
    ];
    expect(await outboxOf(t, second.user.id)).toEqual(notice);
    const [changed] = (await publishedEvents<{ classId: number }>(t, 'class.changed')).filter(
      (e) => e.classId === c.id,
    );
    await redispatch(t, changed.eventId);
    await settleEvents(t);
    expect(await promoted()).toHaveLength(2);
    expect(await outboxOf(t, second.user.id)).toEqual(notice);
    const mine = await t.http().get('/api/bookings/mine').set(bearer(second.token)).expect(200);
    expect(mine.body[0]).toMatchObject({ class_id: c.id, status: 'booked' });
  });

  it('tells the students of a class moved to another time, and of a cancelled class, once each', async () => {
    const c = await classWithOnePlace(t, admin);
    const [holder, waiting] = [await student(t, {}, 'hi'), await student(t, { whatsapp: true })];
    const held = await book(t, holder, c, 'class');
    await book(t, waiting, c, 'waitlist');
    const edit = (over: Record<string, unknown>) =>
      t
        .http()
        .put(`/api/classes/${c.id}`)
        .set(bearer(admin))
        .send({
          title: c.title,
          class_type: 'paid',
          date: c.date,
          time: c.time,
          link: 'https://meet.example.com/flow',
          capacity: 1,
          ...over,
        })
        .expect(200);
    const changes = async () =>
      (await publishedEvents<{ classId: number }>(t, 'class.changed')).filter(
        (e) => e.classId === c.id,
      );

    // A new link only: nobody is told.
    await edit({ link: 'https://meet.example.com/flow-2' });
    await settleEvents(t);
    expect(await outboxOf(t, holder.user.id)).toEqual([]);

    // Moved an hour later: both students, in their language, email without the consent.
    await edit({ time: '19:45' });
    await settleEvents(t);
    const moved = (await changes())[1];
    expect(await outboxOf(t, holder.user.id)).toEqual([
      ['class_rescheduled', 'email', `class-moved:${moved.eventId}:${held}`, 'hi'],
    ]);
    expect(
      (await outboxOf(t, waiting.user.id)).map(([event, channel]) => [event, channel]),
    ).toEqual([
      ['class_rescheduled', 'email'],
      ['class_rescheduled', 'whatsapp'],
    ]);
    const [hiRow] = await t.app
      .get(DataSource)
      .getRepository(OutboxMessage)
      .findBy({ userId: holder.user.id, event: 'class_rescheduled' });
    expect(JSON.parse(hiRow.params)).toMatchObject({
      class_title: 'Evening Flow',
      // Her language's clock (issue 37: the one time helper writes both languages).
      old_when: expect.stringContaining('शाम 6:45 बजे IST'),
      class_when: expect.stringContaining('शाम 7:45 बजे IST'),
    });
    await redispatch(t, moved.eventId);
    await settleEvents(t);
    expect(await outboxOf(t, holder.user.id)).toHaveLength(1);

    // The admin deletes it: both are told once; deleting a class already over tells nobody.
    await t.http().delete(`/api/classes/${c.id}`).set(bearer(admin)).expect(200);
    await settleEvents(t);
    const [cancelled] = (
      await publishedEvents<{ classId: number; title: string }>(t, 'class.cancelled')
    ).filter((e) => e.classId === c.id);
    expect(cancelled.title).toBe('Evening Flow');
    expect((await outboxOf(t, holder.user.id)).map(([event]) => event)).toEqual([
      'class_rescheduled',
      'class_cancelled',
    ]);
    expect(
      (await outboxOf(t, waiting.user.id)).map(([event, channel]) => [event, channel]),
    ).toEqual([
      ['class_rescheduled', 'email'],
      ['class_rescheduled', 'whatsapp'],
      ['class_cancelled', 'email'],
      ['class_cancelled', 'whatsapp'],
    ]);
    await redispatch(t, cancelled.eventId);
    expect(await outboxOf(t, waiting.user.id)).toHaveLength(4);

    // A class deleted once it has started (tidying up) tells nobody.
    const over = await classWithOnePlace(t, admin);
    const late = await student(t, { email: true });
    await book(t, late, over, 'class');
    const clock = jest
      .spyOn(t.app.get<Clock>(CLOCK), 'now')
      .mockReturnValue(new Date(istInstant(over.date, over.time).getTime() + 60 * 60_000));
    try {
      await t.http().delete(`/api/classes/${over.id}`).set(bearer(admin)).expect(200);
    } finally {
      clock.mockRestore();
    }
    await settleEvents(t);
    expect(await outboxOf(t, late.user.id)).toEqual([]);
  });

  it('sends nothing for a change that rolled back', async () => {
    const s = await student(t, { whatsapp: true, email: true });
    const c = await classWithOnePlace(t, admin);
    const events = t.app.get(DomainEvents);
    await expect(
      t.app.get(Transactions).run(async () => {
        await events.publish('payment.paid', {
          paymentId: 990001,
          userId: s.user.id,
          plan: 'big',
          months: 3,
          currency: 'INR',
          amount: 299_900,
          method: 'upi',
          paidAt: new Date().toISOString(),
        });
        await events.publish('booking.promoted', {
          bookingId: 990002,
          userId: s.user.id,
          classId: c.id,
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await settleEvents(t);
    expect(await outboxOf(t, s.user.id)).toEqual([]);
  });
});

describe('messages from domain events (BullMQ, REDIS_URL)', () => {
  const prefix = testRedisPrefix('message-events');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...sharedRedisEnv(prefix), JOBS: 'on' });
  });
  afterAll(async () => {
    await t.close();
    await removeRedisKeys(prefix);
  });

  it('queues the receipt once, also when the event is queued again', async () => {
    const s = await student(t, { email: true });
    await buy(t, s.token, 'super', 'INR');
    const receipts = async () =>
      (await outboxOf(t, s.user.id)).filter(([event]) => event === 'payment_receipt');
    expect(await eventually(async () => (await receipts()).length > 0, 15_000)).toBe(true);
    const [paid] = (await publishedEvents<{ userId: number }>(t, 'payment.paid')).filter(
      (e) => e.userId === s.user.id,
    );
    expect(await receipts()).toEqual([
      ['payment_receipt', 'email', `receipt:${paid.eventId}`, 'en'],
    ]);
    // Queued again (every poller does this for an event it finds undispatched): the job runs, the
    // delivery row skips the handler.
    await redispatch(t, paid.eventId);
    expect(
      await eventually(async () => {
        const row = await t.app
          .get(DataSource)
          .getRepository(DomainEventRecord)
          .findOneByOrFail({ id: paid.eventId });
        return row.dispatchedAt !== null;
      }, 10_000),
    ).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await receipts()).toHaveLength(1);
  }, 60_000);
});
