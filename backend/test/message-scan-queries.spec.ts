import { jest } from '@jest/globals';
import { BookingsService } from '../src/modules/bookings/index.js';
import { DataSource, type Repository } from 'typeorm';
import { istDate, istTime, Role, UserStatus } from '@yoga/contracts';
import { Booking } from '../src/modules/bookings/entities/booking.entity.js';
import { YogaClass } from '../src/modules/classes/entities/yoga-class.entity.js';
import { OutboxMessage } from '../src/modules/messages/entities/outbox-message.entity.js';
import { MessageScansService } from '../src/modules/messages/message-scans.service.js';
import { Payment } from '../src/modules/payments/entities/payment.entity.js';
import { ConsentEvent } from '../src/modules/profile/entities/consent-event.entity.js';
import { SubscriptionPeriod } from '../src/modules/subscriptions/entities/subscription-period.entity.js';
import { User } from '../src/modules/users/entities/user.entity.js';
import { stubClock } from './support/payments.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The reminders scan asks the owners of the data (classes, bookings, users, subscriptions, consents)
 * a batch at a time: the number of SQL queries of one scan does not grow with the number of
 * students. Every student here gets a class reminder, and half of them each of the other messages.
 */
describe('messages: the reminders scan costs the same number of queries for 50 or 200 students', () => {
  let t: TestApp;
  const now = new Date();
  // A paid class starting in 10 minutes: inside the reminder window (joining opens 15 minutes before).
  const start = new Date(Math.ceil((now.getTime() + 10 * MINUTE) / MINUTE) * MINUTE);
  let classId: number;
  let made = 0;

  beforeAll(async () => {
    // JOBS=off: no outbox run triggered in the background while the queries are counted.
    t = await createTestApp({ JOBS: 'off' });
    stubClock(t, now);
    const saved = await repo(YogaClass).save(
      repo(YogaClass).create({
        title: 'Sunrise Hatha',
        classType: 'paid',
        date: istDate(start),
        time: istTime(start),
        link: 'https://meet.example.com/sunrise',
        description: null,
        capacity: null,
        instructorId: null,
        slotId: null,
      }),
    );
    classId = saved.id;
  });
  afterAll(() => t.close());

  function repo<T extends object>(entity: new () => T): Repository<T> {
    return t.app.get(DataSource).getRepository(entity);
  }

  /**
   * `count` more students, all booked into the class and consenting to both channels. Even ones are on
   * trial day 11 (a trial nudge is due); odd ones registered 60 days ago, paid yesterday (its receipt
   * came from `payment.paid`, not from the scan) for a period that ends in 7 days (a renewal reminder is due), so they may join the class.
   */
  async function addStudents(count: number) {
    for (let i = 0; i < count; i++) {
      const n = made++;
      const trial = n % 2 === 0;
      const user = await repo(User).save(
        repo(User).create({
          name: `Student ${n}`,
          email: `student${n}@example.in`,
          phone: `98${String(n).padStart(8, '0')}`,
          passwordHash: 'not-a-real-hash',
          role: Role.User,
          status: UserStatus.Active,
          referralCode: `SCANCODE${n}`,
          referredBy: null,
          createdAt: new Date(now.getTime() - (trial ? 11 : 60) * DAY),
        }),
      );
      await repo(Booking).insert({
        userId: user.id,
        classId,
        type: 'class',
        name: user.name,
        email: user.email,
        phone: user.phone,
        preferredDate: istDate(start),
        preferredTime: istTime(start),
        status: 'booked',
      });
      await repo(ConsentEvent).insert([
        { userId: user.id, channel: 'whatsapp', granted: true, source: 'test' },
        { userId: user.id, channel: 'email', granted: true, source: 'test' },
      ]);
      if (trial) continue;
      const payment = await repo(Payment).save(
        repo(Payment).create({
          userId: user.id,
          plan: 'super',
          months: 1,
          currency: 'INR',
          amount: 99_900,
          gateway: 'offline',
          method: 'upi',
          status: 'paid',
          paidAt: new Date(now.getTime() - DAY),
        }),
      );
      const endsAt = new Date(now.getTime() + 7 * DAY - 60 * MINUTE);
      await repo(SubscriptionPeriod).insert({
        userId: user.id,
        paymentId: payment.id,
        plan: 'super',
        months: 1,
        currency: 'INR',
        startsAt: new Date(endsAt.getTime() - 30 * DAY),
        endsAt,
      });
    }
  }

  /** Runs one scan and returns the number of SQL statements it sent. */
  async function queriesOfOneScan(): Promise<number> {
    const logger = t.app.get(DataSource).logger;
    const spy = jest.spyOn(logger, 'logQuery');
    try {
      await t.app.get(MessageScansService).scan(now);
      return spy.mock.calls.length;
    } finally {
      spy.mockRestore();
    }
  }

  async function queued(event: string): Promise<number> {
    return repo(OutboxMessage).countBy({ event: event as OutboxMessage['event'] });
  }

  it('sends every due message to every student, with a number of queries that does not grow', async () => {
    await addStudents(50);
    const with50 = await queriesOfOneScan();
    // One row per channel (WhatsApp and email) for each message.
    expect(await queued('class_reminder')).toBe(2 * 50);
    expect(await queued('trial_day10')).toBe(2 * 25);
    // Receipts are not scanned for: the messages module queues them when `payment.paid` arrives.
    expect(await queued('payment_receipt')).toBe(0);
    expect(await queued('renewal_reminder')).toBe(2 * 25);

    await addStudents(150);
    const with200 = await queriesOfOneScan();
    expect(await queued('class_reminder')).toBe(2 * 200);
    expect(await queued('trial_day10')).toBe(2 * 100);
    expect(await queued('renewal_reminder')).toBe(2 * 100);

    // A scan with nothing booked since reads no place again: each class's reminders are queued up to
    // its last booking (a class of one lakh is read once in its join window, not at every scan).
    const placesIn = jest.spyOn(t.app.get(BookingsService), 'placesIn');
    try {
      await t.app.get(MessageScansService).scan(now);
      expect(placesIn).toHaveBeenCalledTimes(1);
      await expect(placesIn.mock.results[0]!.value).resolves.toEqual([]);
    } finally {
      placesIn.mockRestore();
    }
    expect(await queued('class_reminder')).toBe(2 * 200);

    console.info(`reminders scan: ${with50} queries for 50 students, ${with200} for 200`);
    expect(with200).toBe(with50);
    // Per message kind a handful of batch queries (the owners' answers, the consents, one insert).
    expect(with50).toBeLessThanOrEqual(25);
    // Writing 250 students' rows one by one on the embedded file takes a while on a loaded machine;
    // what is measured is the scan's number of queries, not its time.
  }, 240_000);
});
