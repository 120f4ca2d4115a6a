import { DataSource } from 'typeorm';
import { OutboxMessage } from '../src/modules/messages/entities/outbox-message.entity.js';
import { OutboxService } from '../src/modules/messages/outbox.service.js';
import { PushService } from '../src/modules/push/index.js';
import { browserKeys, ece, fakePushService } from './support/fake-push.js';
import { bearer, createTestApp, registerAndLogin, type TestApp } from './support/test-app.js';

type Student = Awaited<ReturnType<typeof registerAndLogin>>;

/** Web push as the outbox's third channel (issue 27): class reminders and challenge nudges by push. */
describe('messages by web push', () => {
  let t: TestApp;
  let push: Awaited<ReturnType<typeof fakePushService>>;

  beforeAll(async () => {
    t = await createTestApp({
      PUBLIC_URL: 'https://yoga.example.in',
      // The local fake push service listens on 127.0.0.1: allowed only by this explicit setting.
      PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
    });
    push = await fakePushService();
  });
  afterAll(async () => {
    await push.close();
    await t.close();
  });

  /** The student's messages but the welcome at registration (welcome.spec.ts). */
  const rows = async (userId: number) =>
    (
      await t.app
        .get(DataSource)
        .getRepository(OutboxMessage)
        .find({ where: { userId }, order: { id: 'ASC' } })
    ).filter((r) => r.event !== 'welcome');

  async function student(language: 'en' | 'hi', consents: { email?: boolean } = {}) {
    const s = await registerAndLogin(t);
    await t
      .http()
      .patch('/api/profile')
      .set(bearer(s.token))
      .send({ language, consents })
      .expect(200);
    return s;
  }

  async function device(s: Student, name: string) {
    const keys = browserKeys();
    const endpoint = `${push.url}/send/${name}`;
    await t
      .http()
      .post('/api/push/subscriptions')
      .set(bearer(s.token))
      .send({ endpoint, expirationTime: null, keys: keys.keys })
      .expect(200);
    return { ...keys, endpoint };
  }

  const reminder = (s: Student, language: 'en' | 'hi', bookingId: number) =>
    t.app.get(OutboxService).enqueue({
      user: { ...s.user, phone: '', language },
      event: 'class_reminder',
      key: `reminder:${bookingId}`,
      params: {
        class_title: 'Morning Flow',
        class_time: '6:45 am',
        join_link: 'https://yoga.example.in/user/bookings',
      },
    });

  it('delivers a class reminder queued on push, encrypted for the device, in the student language', async () => {
    const s = await student('hi', { email: true });
    const phone = await device(s, 'hi-phone');
    await reminder(s, 'hi', 9001);
    // Queued again (another scan): the key refuses a second row.
    await reminder(s, 'hi', 9001);
    await t.app.get(OutboxService).sendDue();

    const mine = await rows(s.user.id);
    expect(mine.map((r) => [r.channel, r.status, r.recipient])).toEqual([
      ['email', 'not_sent_no_provider', s.user.email],
      ['push', 'sent', 'web push'],
    ]);
    const got = push.received.filter((r) => r.path === '/send/hi-phone');
    expect(got).toHaveLength(1);
    expect(got[0].headers['content-encoding']).toBe('aes128gcm');
    expect(got[0].body.toString('latin1')).not.toContain('Morning Flow');
    const clear = ece.decrypt(got[0].body, {
      version: 'aes128gcm',
      privateKey: phone.ecdh,
      authSecret: phone.keys.auth,
    });
    expect(JSON.parse(clear.toString('utf8'))).toEqual({
      title: 'क्लास 6:45 am पर',
      body: '"Morning Flow" 15 मिनट में शुरू होगी। जुड़ने के लिए टैप करें।',
      url: 'https://yoga.example.in/user/bookings',
      tag: 'class_reminder',
    });
  });

  it('skips a student without devices cleanly: no push row, the other channels as consented', async () => {
    const s = await student('en', { email: true });
    const before = push.received.length;
    await reminder(s, 'en', 9002);
    await t.app.get(OutboxService).sendDue();
    expect((await rows(s.user.id)).map((r) => r.channel)).toEqual(['email']);
    expect(push.received.length).toBe(before);
  });

  it('sends only the day reminders by push (not a trial nudge), and nothing once push was turned off', async () => {
    const s = await student('en');
    const phone = await device(s, 'en-phone');
    await t.app.get(OutboxService).enqueue({
      user: { ...s.user, phone: '', language: 'en' },
      event: 'trial_ended',
      key: `trial-ended:${s.user.id}`,
      params: { plans_link: 'x' },
    });
    await reminder(s, 'en', 9003);
    // The student turns the toggle off before the sender runs.
    await t
      .http()
      .delete('/api/push/subscriptions')
      .set(bearer(s.token))
      .send({ endpoint: phone.endpoint })
      .expect(200);
    const before = push.received.length;
    await t.app.get(OutboxService).sendDue();
    expect((await rows(s.user.id)).map((r) => [r.event, r.channel, r.status, r.reason])).toEqual([
      [
        'class_reminder',
        'push',
        'skipped_no_consent',
        'The student turned push off on every device.',
      ],
    ]);
    expect(push.received.length).toBe(before);
  });

  it('fails a push whose every device is gone (410), removing the subscription; retries a 500', async () => {
    const gone = await student('en');
    await device(gone, 'gone-phone');
    push.statuses.set('/send/gone-phone', 410);
    const busy = await student('en');
    await device(busy, 'busy-phone');
    push.statuses.set('/send/busy-phone', 500);
    await reminder(gone, 'en', 9004);
    await reminder(busy, 'en', 9005);
    await t.app.get(OutboxService).sendDue();

    const [g] = await rows(gone.user.id);
    expect([g.status, g.reason]).toEqual([
      'failed',
      'Every device of the student has unsubscribed (404/410).',
    ]);
    expect(await t.app.get(PushService).countFor(gone.user.id)).toBe(0);
    const [b] = await rows(busy.user.id);
    expect([b.status, b.attempts]).toEqual(['retrying', 1]);
    expect(await t.app.get(PushService).countFor(busy.user.id)).toBe(1);
  });
});
