import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { loadPushConfig, type VapidKeys } from '../src/config/push.config.js';
import { Transactions } from '../src/database/transactions.js';
import { PushSubscriptionRecord } from '../src/modules/push/entities/push-subscription.entity.js';
import { PushService } from '../src/modules/push/index.js';
import { browserKeys, ece, fakePushService } from './support/fake-push.js';
import { bearer, createTestApp, registerAndLogin, type TestApp } from './support/test-app.js';

describe('web push', () => {
  let t: TestApp;
  let push: Awaited<ReturnType<typeof fakePushService>>;

  beforeAll(async () => {
    t = await createTestApp();
    push = await fakePushService();
  });
  afterAll(async () => {
    await push.close();
    await t.close();
  });

  it('answers the VAPID public key (generated into the data folder on first use when unset)', async () => {
    const file = path.join(t.dataDir, 'vapid-keys.json');
    // Reading the settings wrote nothing.
    expect(t.config.push).toMatchObject({ keys: null, keysFile: file });
    expect(existsSync(file)).toBe(false);
    const res = await t.http().get('/api/push/public-key').expect(200);
    expect(res.body.key).toMatch(/^[A-Za-z0-9_-]{87}$/); // 65 bytes, URL-safe base64
    expect(res.body.key).toBe((JSON.parse(readFileSync(file, 'utf8')) as VapidKeys).publicKey);
    // The same pair afterwards.
    expect((await t.http().get('/api/push/public-key').expect(200)).body.key).toBe(res.body.key);
  });

  it('is off in production until VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set: 503 push_not_configured, nothing written', async () => {
    const dataDir = path.join(t.dataDir, 'production-data');
    const config = loadPushConfig({ NODE_ENV: 'production', DATA_DIR: dataDir });
    expect(config).toMatchObject({ keys: null, keysFile: null, allowLoopbackHttp: false });
    const service = new PushService(
      t.app.get(DataSource).getRepository(PushSubscriptionRecord),
      t.app.get(Transactions),
      config,
    );
    expect(() => service.publicKey()).toThrow(
      expect.objectContaining({ code: 'push_not_configured' }),
    );
    const s = await registerAndLogin(t);
    await expect(
      service.subscribe(s.user.id, {
        endpoint: 'https://push.example.com/send/x',
        expirationTime: null,
        keys: browserKeys().keys,
      }),
    ).rejects.toMatchObject({ code: 'push_not_configured' });
    expect(existsSync(dataDir)).toBe(false);
  });

  it('sends the encrypted message a browser decrypts, signed with VAPID', async () => {
    const s = await registerAndLogin(t);
    const device = browserKeys();
    const endpoint = `${push.url}/send/device-1`;
    await t
      .http()
      .post('/api/push/subscriptions')
      .set(bearer(s.token))
      .send({ endpoint, expirationTime: null, keys: device.keys })
      .expect(200, { subscribed: true });

    const result = await t.app.get(PushService).sendToUser(s.user.id, {
      title: 'Class in 15 minutes',
      body: 'Morning Flow starts at 6:45 am IST.',
      url: '/user/bookings',
    });
    expect(result).toEqual({ sent: 1, removed: 0, failed: 0 });
    const got = push.received.at(-1)!;
    expect(got.path).toBe('/send/device-1');
    expect(got.headers['content-encoding']).toBe('aes128gcm');
    expect(got.headers.ttl).toBe(String(12 * 3600));
    expect(got.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${t.app.get(PushService).publicKey()}$`),
    );
    // The body is ciphertext: the text is not in it, and only the device's keys open it.
    expect(got.body.toString('latin1')).not.toContain('Morning Flow');
    const clear = ece.decrypt(got.body, {
      version: 'aes128gcm',
      privateKey: device.ecdh,
      authSecret: device.keys.auth,
    });
    expect(JSON.parse(clear.toString('utf8'))).toEqual({
      title: 'Class in 15 minutes',
      body: 'Morning Flow starts at 6:45 am IST.',
      url: '/user/bookings',
    });
  });

  it('removes a subscription its push service says is gone (410, 404); keeps it on a 500', async () => {
    const s = await registerAndLogin(t);
    const service = t.app.get(PushService);
    for (const name of ['gone', 'unknown', 'busy']) {
      await t
        .http()
        .post('/api/push/subscriptions')
        .set(bearer(s.token))
        .send({ endpoint: `${push.url}/send/${name}`, keys: browserKeys().keys })
        .expect(200);
    }
    push.statuses.set('/send/gone', 410);
    push.statuses.set('/send/unknown', 404);
    push.statuses.set('/send/busy', 500);
    expect(await service.countFor(s.user.id)).toBe(3);
    expect(await service.sendToUser(s.user.id, { title: 'x', body: 'y' })).toEqual({
      sent: 0,
      removed: 2,
      failed: 1,
    });
    expect(await service.countFor(s.user.id)).toBe(1);
  });

  it('turns a device off, refuses endpoints the server must not call, needs a sign-in', async () => {
    const s = await registerAndLogin(t);
    const endpoint = `${push.url}/send/off`;
    await t
      .http()
      .post('/api/push/subscriptions')
      .set(bearer(s.token))
      .send({ endpoint, keys: browserKeys().keys })
      .expect(200);
    // Another student cannot turn this device off.
    const other = await registerAndLogin(t);
    await t
      .http()
      .delete('/api/push/subscriptions')
      .set(bearer(other.token))
      .send({ endpoint })
      .expect(200, { subscribed: false });
    expect(await t.app.get(PushService).countFor(s.user.id)).toBe(1);
    await t
      .http()
      .delete('/api/push/subscriptions')
      .set(bearer(s.token))
      .send({ endpoint })
      .expect(200, { subscribed: false });
    expect(await t.app.get(PushService).countFor(s.user.id)).toBe(0);

    for (const bad of ['http://10.0.0.5/push', 'file:///etc/passwd', 'not a url']) {
      const res = await t
        .http()
        .post('/api/push/subscriptions')
        .set(bearer(s.token))
        .send({ endpoint: bad, keys: browserKeys().keys })
        .expect(400);
      expect(res.body.code).toBe('push_endpoint_invalid');
    }
    const noKeys = await t
      .http()
      .post('/api/push/subscriptions')
      .set(bearer(s.token))
      .send({ endpoint })
      .expect(400);
    expect(noKeys.body.code).toBe('validation_failed');
    await t.http().post('/api/push/subscriptions').send({ endpoint, keys: {} }).expect(401);
  });
});
