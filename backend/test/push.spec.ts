import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { jest } from '@jest/globals';
import { DataSource } from 'typeorm';
import { loadPushConfig, type VapidKeys } from '../src/modules/push/config.js';
import { Transactions } from '../src/database/transactions.js';
import { PushSubscriptionRecord } from '../src/modules/push/entities/push-subscription.entity.js';
import { PushService } from '../src/modules/push/index.js';
import {
  isPublicAddress,
  PushEndpoints,
  type ResolvedAddress,
} from '../src/modules/push/push-endpoints.js';
import { browserKeys, ece, fakePushService } from './support/fake-push.js';
import { bearer, createTestApp, registerAndLogin, type TestApp } from './support/test-app.js';

describe('web push', () => {
  let t: TestApp;
  let push: Awaited<ReturnType<typeof fakePushService>>;

  beforeAll(async () => {
    // The local fake push service listens on 127.0.0.1: allowed only by this explicit setting.
    t = await createTestApp({ PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' });
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
    expect(config).toMatchObject({ keys: null, keysFile: null, allowPrivateEndpoints: false });
    const service = new PushService(
      t.app.get(DataSource).getRepository(PushSubscriptionRecord),
      t.app.get(Transactions),
      config,
      new PushEndpoints(config),
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

    for (const bad of ['file:///etc/passwd', 'not a url', 'ftp://127.0.0.1/x']) {
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

  it('never follows a redirect from the endpoint: a 307 to an internal address is a failed send', async () => {
    const internal = await fakePushService();
    const redirecting: Server = createServer((req, res) => {
      req.resume();
      req.on('end', () =>
        res.writeHead(307, { Location: `${internal.url}/latest/meta-data` }).end(),
      );
    });
    await new Promise<void>((r) => redirecting.listen(0, '127.0.0.1', r));
    try {
      const s = await registerAndLogin(t);
      const port = (redirecting.address() as AddressInfo).port;
      await t
        .http()
        .post('/api/push/subscriptions')
        .set(bearer(s.token))
        .send({ endpoint: `http://127.0.0.1:${port}/send/r`, keys: browserKeys().keys })
        .expect(200);
      const result = await t.app.get(PushService).sendToUser(s.user.id, { title: 'x', body: 'y' });
      expect(result).toEqual({ sent: 0, removed: 0, failed: 1 });
      expect(internal.received).toEqual([]);
    } finally {
      await new Promise((r) => redirecting.close(r));
      await internal.close();
    }
  });

  it('connects to the addresses its check resolved, not to a fresh DNS answer', async () => {
    const endpoints = t.app.get(PushEndpoints);
    const resolve = jest
      .spyOn(endpoints, 'resolve')
      .mockImplementation(async (host: string): Promise<ResolvedAddress[]> => {
        if (host === 'push.pinned.test') return [{ address: '127.0.0.1', family: 4 }];
        throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
      });
    try {
      const s = await registerAndLogin(t);
      const port = new URL(push.url).port;
      await t
        .http()
        .post('/api/push/subscriptions')
        .set(bearer(s.token))
        .send({ endpoint: `http://push.pinned.test:${port}/send/pinned`, keys: browserKeys().keys })
        .expect(200);
      const calls = resolve.mock.calls.length;
      // The name exists only in the checked resolver: the request reaches the fake push service
      // only because the connection used the address the check accepted.
      expect(await t.app.get(PushService).sendToUser(s.user.id, { title: 'x', body: 'y' })).toEqual(
        {
          sent: 1,
          removed: 0,
          failed: 0,
        },
      );
      expect(resolve.mock.calls.length).toBe(calls + 1); // checked again at send time
      expect(push.received.at(-1)!.path).toBe('/send/pinned');
    } finally {
      resolve.mockRestore();
    }
  });
});

/** Issue 38: a subscription cannot aim the server at its own network, in any notation. */
describe('web push endpoints aimed inside', () => {
  let t: TestApp;
  let internal: Awaited<ReturnType<typeof fakePushService>>;
  let names: Record<string, string[]>;

  beforeAll(async () => {
    t = await createTestApp(); // PUSH_ALLOW_PRIVATE_ENDPOINTS unset: the default
    internal = await fakePushService();
    // The test resolver: names of this table resolve to its addresses, every other name is unknown.
    names = {};
    jest
      .spyOn(t.app.get(PushEndpoints), 'resolve')
      .mockImplementation(async (host: string): Promise<ResolvedAddress[]> => {
        const addresses = names[host];
        if (!addresses)
          throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
        return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
      });
  });
  afterAll(async () => {
    await internal.close();
    await t.close();
  });

  const subscribe = (token: string, endpoint: string, language?: string) => {
    const req = t.http().post('/api/push/subscriptions').set(bearer(token));
    if (language) req.set('Accept-Language', language);
    return req.send({ endpoint, expirationTime: null, keys: browserKeys().keys });
  };

  it('is off by default and refused in production', () => {
    expect(t.config.push.allowPrivateEndpoints).toBe(false);
    expect(loadPushConfig({ NODE_ENV: 'development' }).allowPrivateEndpoints).toBe(false);
    expect(
      loadPushConfig({ NODE_ENV: 'test', PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' })
        .allowPrivateEndpoints,
    ).toBe(true);
    expect(() =>
      loadPushConfig({ NODE_ENV: 'production', PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' }),
    ).toThrow(/PUSH_ALLOW_PRIVATE_ENDPOINTS/);
  });

  it('refuses every internal address in every notation: 400 push_endpoint_invalid, in English and Hindi', async () => {
    const s = await registerAndLogin(t);
    const port = new URL(internal.url).port;
    names['metadata.internal.test'] = ['169.254.169.254'];
    const bad = [
      'https://169.254.169.254/latest/meta-data/iam',
      `https://127.0.0.1:${port}/send/x`,
      `http://127.0.0.1:${port}/send/x`,
      'http://127.1/send/x',
      'https://127.1/send/x',
      'http://2130706433/send/x',
      'https://2130706433/send/x',
      'https://0x7f000001/send/x',
      'https://0x7f.1/send/x',
      'https://0177.0.0.1/send/x',
      'https://017700000001/send/x',
      'https://0251.0376.0251.0376/latest', // 169.254.169.254 in octal
      'https://0xa9fea9fe/latest', // … and in hex
      'https://169.254.169.254./latest',
      'https://0/send/x',
      'https://0.0.0.0/send/x',
      'https://10.0.0.5/send/x',
      'https://10.1/send/x',
      'https://172.16.3.4/send/x',
      'https://172.31.255.255/send/x',
      'https://192.168.1.1/send/x',
      'https://100.64.0.1/send/x',
      'https://192.0.0.8/send/x',
      'https://198.18.0.1/send/x',
      'https://224.0.0.1/send/x',
      'https://239.255.255.250/send/x',
      'https://240.0.0.1/send/x',
      'https://255.255.255.255/send/x',
      'https://[::1]/send/x',
      'https://[::]/send/x',
      'https://[0:0:0:0:0:0:0:1]/send/x',
      'https://[::ffff:127.0.0.1]/send/x',
      'https://[::ffff:7f00:1]/send/x',
      'https://[::ffff:a9fe:a9fe]/latest',
      'https://[::ffff:10.0.0.1]/send/x',
      'https://[::127.0.0.1]/send/x',
      'https://[64:ff9b::a9fe:a9fe]/latest',
      'https://[fe80::1]/send/x',
      'https://[fc00::1]/send/x',
      'https://[fd12:3456:789a::1]/send/x',
      'https://[ff02::1]/send/x',
      'https://[2001:db8::1]/send/x',
      'https://[2002:7f00:1::]/send/x',
      'https://metadata.internal.test/latest', // a name resolving to the metadata address
      'https://unknown-name.invalid/send/x', // a name that does not resolve
      'https://user:secret@push.example.com/send/x',
      'file:///etc/passwd',
    ];
    for (const endpoint of bad) {
      const res = await subscribe(s.token, endpoint);
      expect({ endpoint, status: res.status, code: res.body.code }).toEqual({
        endpoint,
        status: 400,
        code: 'push_endpoint_invalid',
      });
      expect(res.body.message).toBe('This is not a push service address the site can send to.');
    }
    const hi = await subscribe(s.token, 'http://127.1/send/x', 'hi').expect(400);
    expect(hi.body.code).toBe('push_endpoint_invalid');
    expect(hi.body.message).toBe('यह ऐसा पुश सेवा पता नहीं है जिस पर साइट संदेश भेज सके।');
    expect(await t.app.get(PushService).countFor(s.user.id)).toBe(0);
  });

  it('refuses a name resolving to a private address (or to a private one among public ones), and plain http', async () => {
    const s = await registerAndLogin(t);
    names['push.private.test'] = ['10.20.30.40'];
    names['push.mixed.test'] = ['142.250.183.10', '192.168.0.10'];
    names['push.v6-private.test'] = ['fd00::5'];
    names['push.mapped.test'] = ['::ffff:127.0.0.1'];
    names['push.public.test'] = ['142.250.183.10', '2404:6800:4009:80a::200a'];
    for (const host of [
      'push.private.test',
      'push.mixed.test',
      'push.v6-private.test',
      'push.mapped.test',
    ])
      await subscribe(s.token, `https://${host}/send/x`).expect(400, /push_endpoint_invalid/);
    // A public host, but by plain http: refused too.
    await subscribe(s.token, 'http://push.public.test/send/x').expect(400, /push_endpoint_invalid/);
    await subscribe(s.token, 'https://push.public.test/send/x').expect(200, { subscribed: true });
    await subscribe(s.token, 'https://142.250.183.10/send/y').expect(200);
    await subscribe(s.token, 'https://[2404:6800:4009:80a::200a]/send/z').expect(200);
    expect(await t.app.get(PushService).countFor(s.user.id)).toBe(3);
  });

  it('checks again at send time: a name that now resolves inside (DNS rebinding) is not called', async () => {
    const s = await registerAndLogin(t);
    const port = new URL(internal.url).port;
    names['push.rebind.test'] = ['142.250.183.11'];
    await subscribe(s.token, `https://push.rebind.test:${port}/send/rebind`).expect(200);
    names['push.rebind.test'] = ['127.0.0.1'];
    const result = await t.app.get(PushService).sendToUser(s.user.id, { title: 'x', body: 'y' });
    expect(result).toEqual({ sent: 0, removed: 0, failed: 1 });
    expect(internal.received).toEqual([]);
  });

  it('tells public addresses from the others', () => {
    for (const ip of [
      '8.8.8.8',
      '142.250.183.10',
      '1.1.1.1',
      '2404:6800:4009:80a::200a',
      '::ffff:8.8.8.8',
    ])
      expect({ ip, public: isPublicAddress(ip) }).toEqual({ ip, public: true });
    for (const ip of [
      '127.0.0.1',
      '127.255.255.254',
      '10.0.0.1',
      '172.16.0.1',
      '192.168.255.255',
      '169.254.169.254',
      '100.127.255.255',
      '0.0.0.0',
      '224.0.0.251',
      '255.255.255.255',
      '203.0.113.9',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      'fe80::1%eth0',
      'fc00::1',
      'ff05::2',
      '2001:db8::1',
      '2001::1',
      'not an address',
      '127.1',
    ])
      expect({ ip, public: isPublicAddress(ip) }).toEqual({ ip, public: false });
  });
});
