import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { type DynamicModule, Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { addIstDays, istDate, istInstant, joinWindow } from '@yoga/contracts';
import { AppModule } from '../src/app.module.js';
import { CLOCK, type Clock } from '../src/common/lifecycle/clock.js';
import { loadConfig, type Configuration } from '../src/app.config.js';
import { environment } from '../src/config/env.js';
import { configureApp } from '../src/configure-app.js';
import { Transactions } from '../src/database/transactions.js';
import {
  DomainEventDelivery,
  DomainEventDispatcher,
  DomainEventRecord,
  DomainEvents,
  OnDomainEvent,
  type DomainEvent,
} from '../src/events/index.js';
import { DomainEvents1795600000000 } from '../src/events/migrations/1795600000000-DomainEvents.js';
import { buy, stubClock } from './support/payments.js';
import { removeRedisKeys, testRedisPrefix, sharedRedisEnv } from './support/redis.js';
import { eventually } from './support/wait.js';
import {
  ADMIN,
  bearer,
  login,
  recreateMysqlDatabase,
  registerAndLogin,
  TEST_JWT_SECRET,
  type TestApp,
} from './support/test-app.js';

/** A test event, added to the typed map the way a module adds its own (declaration merging). */
interface Ping {
  marker: string;
  /** How many times `Recorder.flaky` fails before it succeeds. */
  failTimes: number;
}
declare module '../src/events/index.js' {
  interface DomainEventMap {
    'test.ping': Ping;
  }
}

interface Call {
  subscriber: string;
  id: string;
  marker?: string;
  ok: boolean;
}
/** Every handler call of every app of this file (they share the process). */
const calls: Call[] = [];
/** Event ids whose handlers all throw, as if the process died before delivering them. */
const crashed = new Set<string>();
const attemptsOf = (subscriber: string, id: string) =>
  calls.filter((c) => c.subscriber === subscriber && c.id === id).length;
const okOf = (subscriber: string, id: string) =>
  calls.filter((c) => c.subscriber === subscriber && c.id === id && c.ok).length;

/** A subscriber in a module of its own (this test's), as another feature module would have. */
@Injectable()
class Recorder {
  @OnDomainEvent('test.ping')
  async steady(event: DomainEvent<'test.ping'>): Promise<void> {
    this.guard('steady', event);
    calls.push({ subscriber: 'steady', id: event.id, marker: event.payload.marker, ok: true });
  }

  @OnDomainEvent('test.ping')
  async flaky(event: DomainEvent<'test.ping'>): Promise<void> {
    this.guard('flaky', event);
    const failed = calls.filter((c) => c.subscriber === 'flaky' && c.id === event.id).length;
    if (failed < event.payload.failTimes) {
      calls.push({ subscriber: 'flaky', id: event.id, ok: false });
      throw new Error(`flaky fails attempt ${failed + 1}`);
    }
    calls.push({ subscriber: 'flaky', id: event.id, marker: event.payload.marker, ok: true });
  }

  @OnDomainEvent('payment.paid')
  async paid(event: DomainEvent<'payment.paid'>): Promise<void> {
    calls.push({
      subscriber: 'paid',
      id: event.id,
      marker: String(event.payload.paymentId),
      ok: true,
    });
  }

  private guard(subscriber: string, event: DomainEvent<'test.ping'>) {
    if (!crashed.has(event.id)) return;
    calls.push({ subscriber, id: event.id, ok: false });
    throw new Error('the process stopped before delivering it');
  }
}

@Module({ providers: [Recorder] })
class TestRoot {
  static forRoot(config: Configuration): DynamicModule {
    return { module: TestRoot, imports: [AppModule.forRoot(config)] };
  }
}

interface Instance extends TestApp {
  events: DomainEvents;
  tx: Transactions;
  ds: DataSource;
  dispatcher: DomainEventDispatcher;
}

const dbUrl = process.env.DB_URL;

/** The real app plus the test subscriber on `dataDir` (sql.js file there, or DB_URL). */
async function startInstance(
  dataDir: string,
  env: Record<string, string> = {},
  { fresh = true }: { fresh?: boolean } = {},
): Promise<Instance> {
  const config = loadConfig(
    environment({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SQLITE_PATH: path.join(dataDir, 'test.sqlite'),
      UPLOADS_DIR: path.join(dataDir, 'uploads'),
      JWT_SECRET: TEST_JWT_SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_NAME: ADMIN.name,
      SEED_DEMO: 'false',
      LOG_REQUESTS: 'false',
      REGISTER_RATE_LIMIT: '10000',
      BOOKING_RATE_LIMIT: '10000',
      ...env,
    }),
  );
  if (dbUrl && fresh) await recreateMysqlDatabase(dbUrl);
  const app = await NestFactory.create<NestExpressApplication>(TestRoot.forRoot(config), {
    logger: false,
    bodyParser: false,
    abortOnError: false,
  });
  configureApp(app, config);
  await app.init();
  return {
    app,
    config,
    dataDir,
    http: () => request(app.getHttpServer()),
    close: () => app.close(),
    events: app.get(DomainEvents),
    tx: app.get(Transactions),
    ds: app.get(DataSource),
    dispatcher: app.get(DomainEventDispatcher),
  };
}

const scratchDir = () => mkdtempSync(path.join(tmpdir(), 'yoga-events-test-'));

async function ping(i: Instance, failTimes = 0): Promise<{ id: string; marker: string }> {
  const marker = randomUUID();
  const id = await i.tx.run(() => i.events.publish('test.ping', { marker, failTimes }));
  return { id, marker };
}

async function deliveries(i: Instance, eventId: string): Promise<string[]> {
  const rows = await i.ds.getRepository(DomainEventDelivery).findBy({ eventId });
  return rows.map((r) => r.subscriber).sort();
}

async function outbox<T>(i: Instance, type: string): Promise<T[]> {
  const rows = await i.ds.getRepository(DomainEventRecord).find({
    where: { type },
    order: { occurredAt: 'ASC' },
  });
  return rows.map((r) => JSON.parse(r.payload) as T);
}

const settled = (subscriber: string, id: string) => async () => okOf(subscriber, id) > 0;

describe('domain events, in process (no Redis)', () => {
  let i: Instance;
  let dir: string;
  beforeAll(async () => {
    dir = scratchDir();
    i = await startInstance(dir);
  });
  afterAll(async () => {
    await i.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('finds the subscribers of other modules by their decorator', () => {
    expect(i.dispatcher.subscribersOf('test.ping')).toEqual(['Recorder.steady', 'Recorder.flaky']);
    // Beside this test's subscriber, the messages module's (the receipt).
    expect(i.dispatcher.subscribersOf('payment.paid')).toEqual(
      expect.arrayContaining(['Recorder.paid', 'EventMessages.receipt']),
    );
  });

  it('delivers an event once per subscriber after the commit', async () => {
    const { id, marker } = await ping(i);
    // The handlers ran, and their deliveries committed (a handler returns before its transaction commits).
    expect(
      await eventually(
        async () =>
          okOf('steady', id) + okOf('flaky', id) === 2 && (await deliveries(i, id)).length === 2,
        5000,
      ),
    ).toBe(true);
    expect(calls.filter((c) => c.id === id)).toEqual([
      { subscriber: 'steady', id, marker, ok: true },
      { subscriber: 'flaky', id, marker, ok: true },
    ]);
    expect(await deliveries(i, id)).toEqual(['Recorder.flaky', 'Recorder.steady']);
    // The event is marked dispatched once every delivery is in (a write of its own, after the handlers').
    const dispatched = async () =>
      (await i.ds.getRepository(DomainEventRecord).findOneByOrFail({ id })).dispatchedAt !== null;
    expect(await eventually(dispatched, 5000)).toBe(true);
  });

  it('retries a failing handler until it succeeds, and the others still get it once', async () => {
    const { id } = await ping(i, 2);
    expect(await eventually(settled('flaky', id), 15_000)).toBe(true);
    // Its delivery committed too (the handler returns before its transaction commits).
    expect(await eventually(async () => (await deliveries(i, id)).length === 2, 5000)).toBe(true);
    expect(attemptsOf('flaky', id)).toBe(3);
    expect(okOf('flaky', id)).toBe(1);
    expect(attemptsOf('steady', id)).toBe(1);
    expect(await deliveries(i, id)).toEqual(['Recorder.flaky', 'Recorder.steady']);
    // Dispatching it again (a poller on another process, a duplicate job) changes nothing.
    await i.ds.getRepository(DomainEventRecord).update({ id }, { dispatchedAt: null });
    await i.dispatcher.poll(new Date(Date.now() + 3_600_000));
    expect(attemptsOf('flaky', id)).toBe(3);
    expect(attemptsOf('steady', id)).toBe(1);
    const row = await i.ds.getRepository(DomainEventRecord).findOneByOrFail({ id });
    expect(row.dispatchedAt).not.toBeNull();
    expect(row.attempts).toBe(2);
  });

  it('delivers nothing for a transaction that rolled back', async () => {
    const marker = randomUUID();
    await expect(
      i.tx.run(async () => {
        await i.events.publish('test.ping', { marker, failTimes: 0 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await i.dispatcher.poll(new Date(Date.now() + 3_600_000));
    const pings = await outbox<Ping>(i, 'test.ping');
    expect(pings.filter((p) => p.marker === marker)).toEqual([]);
    expect(calls.filter((c) => c.marker === marker)).toEqual([]);
  });

  it('each module announces what happened, in the transaction of the change', async () => {
    const admin = (await login(i, ADMIN.email, ADMIN.password)).token;
    const a = await registerAndLogin(i);
    const b = await registerAndLogin(i);
    expect(await outbox(i, 'user.registered')).toEqual(
      expect.arrayContaining([
        { userId: a.user.id, role: 'user' },
        { userId: b.user.id, role: 'user' },
      ]),
    );

    // Bookings: a place, a waitlist entry, a cancellation that promotes the waitlist.
    const date = addIstDays(istDate(new Date()), 5);
    const klass = await i
      .http()
      .post('/api/classes')
      .set(bearer(admin))
      .send({
        title: 'Flow',
        class_type: 'paid',
        date,
        time: '07:00',
        link: 'https://meet.example.com/f',
        capacity: 1,
      })
      .expect(201);
    const classId = klass.body.id as number;
    const bookingBody = {
      class_id: classId,
      name: 'Ravi Kumar',
      email: 'ravi@test.local',
      phone: '9811111111',
      preferred_date: date,
      preferred_time: '07:00',
    };
    const placeA = await i
      .http()
      .post('/api/bookings/class')
      .set(bearer(a.token))
      .send(bookingBody)
      .expect(201);
    const waitB = await i
      .http()
      .post('/api/bookings/waitlist')
      .set(bearer(b.token))
      .send(bookingBody)
      .expect(201);
    const aId = placeA.body.booking.id as number;
    const bId = waitB.body.booking.id as number;
    expect(await outbox(i, 'booking.created')).toEqual([
      { bookingId: aId, userId: a.user.id, type: 'class', classId, status: 'booked' },
      { bookingId: bId, userId: b.user.id, type: 'class', classId, status: 'waitlisted' },
    ]);
    await i.http().delete(`/api/bookings/${aId}`).set(bearer(a.token)).expect(200);
    expect(await outbox(i, 'booking.cancelled')).toEqual([
      { bookingId: aId, userId: a.user.id, classId, status: 'booked' },
    ]);
    expect(await outbox(i, 'booking.promoted')).toEqual([
      { bookingId: bId, userId: b.user.id, classId },
    ]);

    // Classes: a change (before and after) and a cancellation (with who held a booking).
    await i
      .http()
      .put(`/api/classes/${classId}`)
      .set(bearer(admin))
      .send({
        title: 'Flow',
        class_type: 'paid',
        date,
        time: '08:00',
        link: 'https://meet.example.com/f',
        capacity: 1,
      })
      .expect(200);
    expect(await outbox(i, 'class.changed')).toEqual([
      {
        classId,
        before: { date, time: '07:00', durationMinutes: 45, capacity: 1 },
        after: { date, time: '08:00', durationMinutes: 45, capacity: 1 },
      },
    ]);
    await i.http().delete(`/api/classes/${classId}`).set(bearer(admin)).expect(200);
    expect(await outbox(i, 'class.cancelled')).toEqual([
      {
        classId,
        title: 'Flow',
        titleHi: null,
        date,
        time: '08:00',
        bookings: [{ bookingId: bId, userId: b.user.id, status: 'booked' }],
      },
    ]);

    // Payments and membership: paid, then refunded.
    await buy(i, a.token, 'big', 'INR');
    const [paid] = await outbox<{ paymentId: number; userId: number }>(i, 'payment.paid');
    expect(paid).toMatchObject({
      userId: a.user.id,
      plan: 'big',
      currency: 'INR',
      method: expect.any(String),
    });
    expect(
      await eventually(
        async () =>
          calls.some((c) => c.subscriber === 'paid' && c.marker === String(paid.paymentId)),
        5000,
      ),
    ).toBe(true);
    await i
      .http()
      .post(`/api/payments/${paid.paymentId}/refund`)
      .set(bearer(admin))
      .send({ reason: 'Asked within a week' })
      .expect(200);
    expect(await outbox(i, 'payment.refunded')).toEqual([
      expect.objectContaining({ paymentId: paid.paymentId, userId: a.user.id, wasPaid: true }),
    ]);
    expect(await outbox(i, 'membership.changed')).toEqual([
      expect.objectContaining({
        userId: a.user.id,
        change: 'period_added',
        paymentId: paid.paymentId,
      }),
      expect.objectContaining({
        userId: a.user.id,
        change: 'period_removed',
        paymentId: paid.paymentId,
      }),
    ]);

    // Attendance: the first join click in the join window, once.
    const joinDate = addIstDays(istDate(new Date()), 3);
    const joinClass = await i
      .http()
      .post('/api/classes')
      .set(bearer(admin))
      .send({
        title: 'Join',
        class_type: 'paid',
        date: joinDate,
        time: '07:00',
        link: 'https://meet.example.com/j',
      })
      .expect(201);
    const clock = i.app.get<Clock>(CLOCK);
    const systemNow = clock.now;
    const setNow = stubClock(i, joinWindow(joinDate, '07:00').opens);
    try {
      await i
        .http()
        .post(`/api/classes/${joinClass.body.id}/join`)
        .set(bearer(b.token))
        .expect(200);
      setNow(istInstant(joinDate, '07:10'));
      await i
        .http()
        .post(`/api/classes/${joinClass.body.id}/join`)
        .set(bearer(b.token))
        .expect(200);
    } finally {
      clock.now = systemNow;
    }
    expect(await outbox(i, 'attendance.recorded')).toEqual([
      {
        userId: b.user.id,
        classId: joinClass.body.id,
        joinedAt: joinWindow(joinDate, '07:00').opens.toISOString(),
      },
    ]);

    // Users: the student's own erasure and an admin's deletion.
    await i
      .http()
      .delete('/api/profile')
      .set(bearer(b.token))
      .send({ password: b.password })
      .expect(200);
    await i.http().delete(`/api/manageusers/${a.user.id}`).set(bearer(admin)).expect(200);
    expect(await outbox(i, 'user.deleted')).toEqual([{ userId: b.user.id }, { userId: a.user.id }]);
  });
});

describe('domain events after a restart', () => {
  it('delivers an event whose process stopped between the commit and the delivery', async () => {
    const dir = scratchDir();
    try {
      const first = await startInstance(dir);
      let event: { id: string; marker: string };
      try {
        // Its handlers "crash": nothing is delivered before the process stops.
        const marker = randomUUID();
        const id = await first.tx.run(async () => {
          const published = await first.events.publish('test.ping', { marker, failTimes: 0 });
          crashed.add(published);
          return published;
        });
        event = { id, marker };
        expect(await eventually(async () => attemptsOf('steady', id) > 0, 5000)).toBe(true);
        expect(await deliveries(first, id)).toEqual([]);
      } finally {
        await first.close();
      }
      crashed.clear();
      // A new process on the same database: its poller (JOBS=on) takes the event up at start.
      const second = await startInstance(dir, { JOBS: 'on' }, { fresh: false });
      try {
        expect(await eventually(settled('flaky', event.id), 20_000)).toBe(true);
        expect(await eventually(settled('steady', event.id), 5000)).toBe(true);
        expect(okOf('steady', event.id)).toBe(1);
        expect(okOf('flaky', event.id)).toBe(1);
        expect(
          await eventually(async () => (await deliveries(second, event.id)).length === 2, 5000),
        ).toBe(true);
        expect(await deliveries(second, event.id)).toEqual(['Recorder.flaky', 'Recorder.steady']);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('domain events through BullMQ (REDIS_URL)', () => {
  const prefix = testRedisPrefix('domain-events');
  const env = { ...sharedRedisEnv(prefix), JOBS: 'on' };
  const dirs: string[] = [];
  const instances: Instance[] = [];
  afterAll(async () => {
    for (const i of instances) await i.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    await removeRedisKeys(prefix);
  });

  /**
   * With DB_URL: two instances on one MariaDB and one Redis, each publishing and each running a
   * worker. Without: one instance (an embedded database cannot be shared), same guarantees.
   */
  it(`delivers each event once per subscriber, failures retried with backoff (${dbUrl ? 'two instances on MariaDB' : 'one instance on sql.js'})`, async () => {
    dirs.push(scratchDir());
    instances.push(await startInstance(dirs[0], env));
    if (dbUrl) {
      dirs.push(scratchDir());
      instances.push(await startInstance(dirs[1], env, { fresh: false }));
    }
    const published: { id: string; marker: string }[] = [];
    for (let n = 0; n < 10; n++)
      published.push(await ping(instances[n % instances.length], n % 2 === 0 ? 1 : 0));
    const all = async () =>
      published.every(({ id }) => okOf('steady', id) === 1 && okOf('flaky', id) === 1);
    expect(await eventually(all, 30_000)).toBe(true);
    for (const { id } of published) {
      expect(okOf('steady', id)).toBe(1);
      expect(okOf('flaky', id)).toBe(1);
      expect(await deliveries(instances[0], id)).toEqual(['Recorder.flaky', 'Recorder.steady']);
    }
    // The failing attempts were retried by BullMQ (one failure each for the even ones).
    expect(published.map(({ id }) => attemptsOf('flaky', id))).toEqual(
      published.map((_, n) => (n % 2 === 0 ? 2 : 1)),
    );

    // Every instance's poller queues them all again: the jobs run, the handlers do not.
    const ids = published.map((p) => p.id);
    await instances[0].ds
      .getRepository(DomainEventRecord)
      .createQueryBuilder()
      .update()
      .set({ dispatchedAt: null })
      .whereInIds(ids)
      .execute();
    await Promise.all(instances.map((i) => i.dispatcher.poll(new Date(Date.now() + 3_600_000))));
    expect(
      await eventually(async () => {
        const open = await instances[0].ds
          .getRepository(DomainEventRecord)
          .createQueryBuilder('e')
          .where('e.id IN (:...ids)', { ids })
          .andWhere('e.dispatched_at IS NULL')
          .getCount();
        return open === 0;
      }, 10_000),
    ).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const { id } of published) {
      expect(okOf('steady', id)).toBe(1);
      expect(okOf('flaky', id)).toBe(1);
    }
  }, 90_000);
});

describe('the domain events migration', () => {
  it("builds exactly the entities' tables on SQLite too (portable QueryRunner API)", async () => {
    const ds = new DataSource({
      type: 'sqljs',
      entities: [DomainEventRecord, DomainEventDelivery],
      migrations: [DomainEvents1795600000000],
      synchronize: false,
    });
    await ds.initialize();
    try {
      await ds.runMigrations();
      const pending = await ds.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((q) => q.query)).toEqual([]);
      await ds.undoLastMigration();
      expect(await ds.createQueryRunner().hasTable('domain_events')).toBe(false);
    } finally {
      await ds.destroy();
    }
  });
});
