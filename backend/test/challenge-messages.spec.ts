import { DataSource } from 'typeorm';
import { addIstDays, istInstant, istToday, type Challenge } from '@yoga/contracts';
import { JobsService } from '../src/common/jobs/jobs.service.js';
import { OutboxMessage } from '../src/modules/messages/entities/outbox-message.entity.js';
import { PracticeService } from '../src/modules/practice/index.js';
import { browserKeys, ece, fakePushService } from './support/fake-push.js';
import { stubClock } from './support/payments.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
} from './support/test-app.js';

/**
 * Challenge messages (issue 27) through the outbox: the day before the start, the evening nudge on a day
 * not practised yet, the result at the end; each once, on the channels the student allowed.
 */
describe('challenge messages', () => {
  let t: TestApp;
  let admin: string;
  let setNow: (next: Date) => void;
  let push: Awaited<ReturnType<typeof fakePushService>>;
  const start = addIstDays(istToday(), 2);
  const end = addIstDays(start, 13);
  const NAME = { en: '14-Day Gentle Yoga', hi: '14 दिन का सहज योग' };

  beforeAll(async () => {
    t = await createTestApp({
      PUBLIC_URL: 'https://yoga.example.in',
      // The local fake push service listens on 127.0.0.1: allowed only by this explicit setting.
      PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
    });
    push = await fakePushService();
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
    setNow = stubClock(t, new Date());
  });
  afterAll(async () => {
    await push.close();
    await t.close();
  });

  const scanAt = async (date: string, time: string) => {
    setNow(istInstant(date, time));
    // Twice, as overlapping scans or two instances would: the keys queue each message once.
    await t.app.get(JobsService).runNow('reminders.scan');
    await t.app.get(JobsService).runNow('reminders.scan');
  };
  const challengeRows = async (userId: number) =>
    (
      await t.app
        .get(DataSource)
        .getRepository(OutboxMessage)
        .find({ where: { userId }, order: { id: 'ASC' } })
    ).filter((r) => r.event.startsWith('challenge_'));
  const summary = async (userId: number) =>
    (await challengeRows(userId)).map((r) => [r.event, r.channel, r.idempotencyKey]);

  async function participant(
    language: 'en' | 'hi',
    consents: { email?: boolean },
    challengeId: number,
  ) {
    const s = await registerAndLogin(t);
    await t
      .http()
      .patch('/api/profile')
      .set(bearer(s.token))
      .send({ language, consents })
      .expect(200);
    await t
      .http()
      .post(`/api/challenges/${challengeId}/join`)
      .set(bearer(s.token))
      .send({})
      .expect(201);
    return s;
  }

  it('tells each participant the day before, nudges on an evening not practised, sends the result: once each', async () => {
    // From today, as a CI retry too (the first try left the clock after the challenge's end).
    setNow(new Date());
    push.received.length = 0;
    const c = (
      await t
        .http()
        .post('/api/admin/challenges')
        .set(bearer(admin))
        .send({ name: NAME, starts_on: start, days: 14, min_days: 2 })
        .expect(201)
    ).body as Challenge;
    // Asha: Hindi, email and push on her phone. Ben: English, email. Chitra: no consent at all.
    const asha = await participant('hi', { email: true }, c.id);
    const phone = browserKeys();
    await t
      .http()
      .post('/api/push/subscriptions')
      .set(bearer(asha.token))
      .send({ endpoint: `${push.url}/send/asha`, keys: phone.keys })
      .expect(200);
    const ben = await participant('en', { email: true }, c.id);
    const chitra = await participant('en', {}, c.id);
    const practice = t.app.get(PracticeService);
    await practice.record(asha.user.id, 1, start);
    for (let i = 1; i < 14; i++) await practice.record(ben.user.id, 1, addIstDays(start, i));

    // The day before: nothing before 09:00 IST, then the notice.
    await scanAt(addIstDays(start, -1), '08:59');
    expect(await challengeRows(asha.user.id)).toEqual([]);
    await scanAt(addIstDays(start, -1), '09:00');
    const starting = `challenge-starting:${c.id}:`;
    expect(await summary(asha.user.id)).toEqual([
      ['challenge_starting', 'email', `${starting}${asha.user.id}`],
      ['challenge_starting', 'push', `${starting}${asha.user.id}`],
    ]);
    expect(await summary(ben.user.id)).toEqual([
      ['challenge_starting', 'email', `${starting}${ben.user.id}`],
    ]);
    const [notice] = await challengeRows(asha.user.id);
    expect(notice.language).toBe('hi');
    expect(JSON.parse(notice.params)).toMatchObject({
      challenge: NAME.hi,
      challenges_link: 'https://yoga.example.in/user/challenges',
    });

    // The first day: no nudge in the afternoon; in the evening only Ben (Asha practised).
    await scanAt(start, '17:59');
    await scanAt(start, '18:00');
    await scanAt(start, '21:30');
    await scanAt(start, '22:00');
    // The second day: Asha has not practised, Ben has.
    await scanAt(addIstDays(start, 1), '19:00');
    const nudge = (date: string, userId: number) => `challenge-nudge:${c.id}:${userId}:${date}`;
    expect((await summary(ben.user.id)).slice(1)).toEqual([
      ['challenge_nudge', 'email', nudge(start, ben.user.id)],
    ]);
    expect((await summary(asha.user.id)).slice(2)).toEqual([
      ['challenge_nudge', 'email', nudge(addIstDays(start, 1), asha.user.id)],
      ['challenge_nudge', 'push', nudge(addIstDays(start, 1), asha.user.id)],
    ]);
    const benNudge = (await challengeRows(ben.user.id))[1];
    expect(JSON.parse(benNudge.params)).toMatchObject({ days_practised: '0', days_left: '14' });

    // The result: the morning after the last day (not at midnight), once; not again days later.
    await scanAt(addIstDays(end, 1), '08:00');
    expect((await summary(ben.user.id)).map((r) => r[0])).not.toContain('challenge_result');
    await scanAt(addIstDays(end, 1), '09:15');
    await scanAt(addIstDays(end, 2), '10:00');
    const results = async (userId: number) =>
      (await challengeRows(userId)).filter((r) => r.event === 'challenge_result');
    const [benResult] = await results(ben.user.id);
    expect(JSON.parse(benResult.params)).toMatchObject({
      days_practised: '13',
      result: 'Well done: you completed it, and your certificate is ready to download.',
    });
    const ashaResults = await results(asha.user.id);
    expect(ashaResults.map((r) => r.channel)).toEqual(['email', 'push']);
    expect(JSON.parse(ashaResults[0].params)).toMatchObject({
      days_practised: '1',
      result: 'भाग लेने के लिए धन्यवाद: अभ्यास का हर दिन गिना जाता है। अगले चैलेंज में ज़रूर जुड़ें!',
    });
    expect(await results(ben.user.id)).toHaveLength(1);
    // Chitra allowed no channel: nothing queued for her.
    expect(await challengeRows(chitra.user.id)).toEqual([]);

    // The push copies reach Asha's phone, encrypted, in Hindi.
    await t.app.get(JobsService).runNow('outbox.send');
    const got = push.received.filter((r) => r.path === '/send/asha');
    expect(got).toHaveLength(3);
    // Sent side by side (several in flight): found by their tags, not by the order they arrived in.
    const shown = got.map(
      (r) =>
        JSON.parse(
          ece
            .decrypt(r.body, {
              version: 'aes128gcm',
              privateKey: phone.ecdh,
              authSecret: phone.keys.auth,
            })
            .toString('utf8'),
        ) as { tag: string },
    );
    expect(shown.map((p) => p.tag).sort()).toEqual([
      'challenge_nudge',
      'challenge_result',
      'challenge_starting',
    ]);
    expect(shown.find((p) => p.tag === 'challenge_result')).toMatchObject({
      title: 'चैलेंज पूरा: 1 दिन',
      url: 'https://yoga.example.in/user/challenges',
      tag: 'challenge_result',
    });
  });
});
