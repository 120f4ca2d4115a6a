import { jest } from '@jest/globals';
import { DataSource, Like } from 'typeorm';
import { JobsService } from '../src/common/jobs/jobs.service.js';
import { OutboxMessage } from '../src/modules/messages/entities/outbox-message.entity.js';
import { OutboxService } from '../src/modules/messages/outbox.service.js';
import { SendRates } from '../src/modules/messages/send-rates.js';
import { cloudError, startFakeWhatsapp } from './support/fake-whatsapp.js';
import { stubClock } from './support/payments.js';
import { RedisService } from '../src/common/redis/redis.service.js';
import { removeRedisKeys, testRedisPrefix, sharedRedisEnv } from './support/redis.js';
import { User } from '../src/modules/users/entities/user.entity.js';
import { ADMIN, createTestApp, type TestApp } from './support/test-app.js';

const TOKEN = 'rate-whatsapp-token';
const PHONE_ID = '5550001';
/** The rate under test (WHATSAPP_RATE_PER_S), low enough to see in a few seconds. */
const RATE = 10;

/** Redis's own clock (ms), the clock the sending slots are reserved on. */
async function redisNow(t: TestApp): Promise<number> {
  const [seconds = 0, micros = 0] = await t.app.get(RedisService).commands!.time();
  return Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
}

/**
 * Issue 33: sending holds each provider's rate, shared by the instances through Redis, and a provider's
 * "slow down" answer delays a message without ever giving it up.
 */
describe('message sending rates', () => {
  const prefix = testRedisPrefix('send-rates');
  let wa: Awaited<ReturnType<typeof startFakeWhatsapp>>;
  const instances: TestApp[] = [];

  beforeAll(async () => {
    wa = await startFakeWhatsapp(TOKEN, PHONE_ID);
    const env = {
      WHATSAPP_TOKEN: TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: PHONE_ID,
      WHATSAPP_API_URL: wa.url,
      WHATSAPP_RATE_PER_S: String(RATE),
      ...sharedRedisEnv(prefix),
    };
    // Two instances sharing Redis (on MariaDB, DB_URL, one database as well; embedded, one each).
    instances.push(await createTestApp(env));
    instances.push(await createTestApp(env, { freshDatabase: !process.env.DB_URL }));
  }, 120_000);
  afterAll(async () => {
    for (const t of instances) await t.close();
    await wa.close();
    await removeRedisKeys(prefix);
  });
  // Each run of a test (CI retries a failed one) queues under keys of its own: a retry's messages are
  // new ones, not the first run's already-sent keys that the outbox ignores.
  let run = 0;
  beforeEach(() => {
    run += 1;
    wa.reset();
  });
  afterEach(() => jest.restoreAllMocks());

  /**
   * `count` WhatsApp messages queued for the seeded admin (a gift's message: it goes to the number given,
   * with no consent to set up; no email address, so WhatsApp only).
   */
  async function queue(t: TestApp, count: number, tag: string) {
    const admin = await t.app
      .get(DataSource)
      .getRepository(User)
      .findOneByOrFail({ email: ADMIN.email });
    await t.app.get(OutboxService).enqueueMany(
      Array.from({ length: count }, (_, i) => ({
        user: {
          id: admin.id,
          name: 'Asha',
          email: '',
          phone: '+919876543210',
          language: 'en' as const,
        },
        event: 'gift_received' as const,
        key: `rate-${run}-${tag}:${i}`,
        params: {
          buyer: 'Meera',
          plan_name: 'Big Package',
          code: `${tag}-${i}`,
          register_link: 'https://yoga.example.in/auth/register',
          redeem_link: 'https://yoga.example.in/user/gifts',
        },
      })),
    );
  }

  /** The rows `queue` made with `tag`, oldest first. */
  const rows = (t: TestApp, tag: string) =>
    t.app
      .get(DataSource)
      .getRepository(OutboxMessage)
      .find({ where: { idempotencyKey: Like(`rate-${run}-${tag}:%`) }, order: { id: 'ASC' } });

  it('sends at most WHATSAPP_RATE_PER_S a second from two instances together, each message once', async () => {
    const [a, b] = instances as [TestApp, TestApp];
    const count = 3 * RATE;
    await queue(a, count, 'a');
    await queue(b, count, 'b');
    // Each message takes the channel's next slot on Redis's clock, 1/RATE of a second after the one
    // before, whichever instance takes it: the slots of 2 x count messages end 2 x count steps after the
    // first. (Instances holding the rate each alone would reach half that.) Counted on the slots, not on
    // when a busy machine's timers happened to fire.
    const step = 1000 / RATE;
    const takes: number[] = [];
    for (const t of [a, b]) {
      const rates = t.app.get(SendRates);
      const take = rates.take.bind(rates);
      jest.spyOn(rates, 'take').mockImplementation(async (channel) => {
        takes.push(Date.now());
        await take(channel);
      });
    }
    const startedAt = await redisNow(a);
    await Promise.all([
      a.app.get(JobsService).runNow('outbox.send'),
      b.app.get(JobsService).runNow('outbox.send'),
    ]);
    expect(wa.requests).toHaveLength(2 * count);
    expect(takes).toHaveLength(2 * count);
    const nextSlot = Number(
      await a.app
        .get(RedisService)
        .commands!.get(a.app.get(RedisService).key('send-slot:whatsapp')),
    );
    expect(nextSlot - startedAt).toBeGreaterThanOrEqual(2 * count * step);
    // What the provider saw: the last message at least (2 x count - 1) steps after the first, less the
    // network's and the timers' jitter at both ends (a second); not the half of instances not sharing.
    const arrivals = [...wa.arrivals].sort((x, y) => x - y);
    expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThanOrEqual((2 * count - 1) * step - 1000);
    for (const [t, tag] of [
      [a, 'a'],
      [b, 'b'],
    ] as const)
      expect((await rows(t, tag)).map((r) => r.status)).toEqual(Array(count).fill('sent'));
  }, 60_000);

  it('pauses WhatsApp on every instance for the Retry-After of a 429, and sends that message later', async () => {
    const [a, b] = instances as [TestApp, TestApp];
    await queue(a, 1, 'slow-a');
    wa.failNext(429, cloudError('(#130429) Rate limit hit', 130429), 1, { 'Retry-After': '2' });
    await a.app.get(JobsService).runNow('outbox.send');
    const [slowed] = await rows(a, 'slow-a');
    // Not a failed attempt: a rate limit never uses up the message's attempts.
    expect(slowed).toMatchObject({ status: 'retrying', attempts: 0 });
    expect(slowed!.reason).toContain('code 130429');
    const refusedAt = wa.arrivals[0]!;

    // The other instance waits out the pause before its own messages go.
    await queue(b, 2, 'slow-b');
    await b.app.get(JobsService).runNow('outbox.send');
    expect(wa.arrivals).toHaveLength(3);
    expect(Math.min(...wa.arrivals.slice(1)) - refusedAt).toBeGreaterThanOrEqual(1900);
    expect((await rows(b, 'slow-b')).map((r) => r.status)).toEqual(['sent', 'sent']);

    // Its own next attempt is due after the Retry-After: then it goes.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await a.app.get(JobsService).runNow('outbox.send');
    expect(await rows(a, 'slow-a')).toMatchObject([{ status: 'sent', attempts: 1 }]);
  }, 60_000);

  it('never gives a message up for rate limits, however many', async () => {
    const [a] = instances as [TestApp];
    const setNow = stubClock(a, new Date('2031-01-01T00:00:00Z'));
    await queue(a, 1, 'never');
    wa.failNext(429, cloudError('(#130429) Rate limit hit', 130429), 8, { 'Retry-After': '0' });
    for (let i = 0; i < 8; i++) {
      setNow(new Date(Date.UTC(2031, 0, 1, 0, 0, 2 * i)));
      await a.app.get(JobsService).runNow('outbox.send');
    }
    // Eight refusals, more than the five attempts a failing message gets: still waiting, not failed.
    expect(wa.requests).toHaveLength(8);
    expect(wa.requests.every((r) => JSON.stringify(r.body).includes('never-0'))).toBe(true);
    expect(await rows(a, 'never')).toMatchObject([{ status: 'retrying', attempts: 0 }]);
    setNow(new Date(Date.UTC(2031, 0, 1, 0, 1, 0)));
    await a.app.get(JobsService).runNow('outbox.send');
    expect(await rows(a, 'never')).toMatchObject([{ status: 'sent', attempts: 1 }]);
  }, 60_000);
});
