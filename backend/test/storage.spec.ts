import {
  mkdtempSync,
  readdirSync,
  rmSync,
  existsSync,
  mkdirSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Readable } from 'node:stream';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { loadConfig } from '../src/app.config.js';
import { environment } from '../src/config/env.js';
import { loadMediaBaseUrl, type S3StorageConfig } from '../src/config/storage.config.js';
import {
  LocalObjectStorage,
  ObjectStorage,
  S3ObjectStorage,
  UrlSigner,
} from '../src/modules/storage/index.js';
import { FAKE_S3_KEYS, startFakeS3, type FakeS3 } from './support/fake-s3.js';
import { ADMIN, bearer, createTestApp, login, type TestApp } from './support/test-app.js';

const s3Config = (fake: FakeS3, prefix = ''): S3StorageConfig => ({
  bucket: fake.bucket,
  endpoint: fake.endpoint,
  region: 'us-east-1',
  credentials: { ...FAKE_S3_KEYS },
  forcePathStyle: true,
  prefix,
});

const text = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
};

const pictureOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a76c8' } })
    .png()
    .toBuffer();

let fake: FakeS3;
beforeAll(async () => {
  fake = await startFakeS3();
});
afterAll(() => fake.close());

describe('ObjectStorage: the same behaviour in the folder and in the bucket', () => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const implementations: [string, () => ObjectStorage][] = [
    [
      'local folder',
      () => {
        const dir = mkdtempSync(path.join(tmpdir(), 'yoga-storage-'));
        folders.push(dir);
        return new LocalObjectStorage(dir, new UrlSigner('s'), 'http://localhost:3000');
      },
    ],
    [
      'S3 (s3rver)',
      () => new S3ObjectStorage(s3Config(fake, 'contract'), undefined, 5 * 1024 * 1024),
    ],
  ];

  describe.each(implementations)('%s', (_name, make) => {
    let storage: ObjectStorage;
    beforeAll(() => {
      storage = make();
    });

    it('puts, heads, reads all and a range, deletes (twice), and answers null for a missing key', async () => {
      const stored = await storage.put('notes/hello.txt', Buffer.from('hello, storage'), {
        contentType: 'text/plain; charset=utf-8',
      });
      expect(stored).toMatchObject({ key: 'notes/hello.txt', size: 14 });
      expect(stored.etag).toMatch(/^".+"$/);
      const head = await storage.head('notes/hello.txt');
      expect(head).toMatchObject({ size: 14, contentType: 'text/plain; charset=utf-8' });
      const whole = await storage.read('notes/hello.txt');
      expect(whole?.range).toBeNull();
      expect(await text(whole!.body)).toBe('hello, storage');
      const part = await storage.read('notes/hello.txt', { start: 7, end: 13 });
      expect(part).toMatchObject({ size: 14, range: { start: 7, end: 13 } });
      expect(await text(part!.body)).toBe('storage');
      await storage.delete('notes/hello.txt');
      await storage.delete('notes/hello.txt');
      expect(await storage.head('notes/hello.txt')).toBeNull();
      expect(await storage.read('notes/hello.txt')).toBeNull();
    });

    it('replaces an object put again under the same key', async () => {
      await storage.put('a/same.txt', Buffer.from('first'), { contentType: 'text/plain' });
      await storage.put('a/same.txt', Buffer.from('second!'), { contentType: 'text/plain' });
      expect(await text((await storage.read('a/same.txt'))!.body)).toBe('second!');
    });

    it('stores a stream of unknown length (11 MiB: three parts of a multipart upload on S3)', async () => {
      const mib = Buffer.alloc(1024 * 1024);
      const chunks = Array.from({ length: 11 }, (_, i) => Buffer.from(mib.fill(65 + i)));
      const stored = await storage.put('private/recordings/long.mp4', Readable.from(chunks), {
        contentType: 'video/mp4',
      });
      expect(stored).toMatchObject({ size: 11 * 1024 * 1024, contentType: 'video/mp4' });
      // The last byte of the 6th MiB and the first of the 7th: across a part boundary on S3.
      const start = 6 * 1024 * 1024 - 1;
      const across = await storage.read('private/recordings/long.mp4', { start, end: start + 1 });
      expect(await text(across!.body)).toBe('FG');
      await storage.delete('private/recordings/long.mp4');
    });

    it('refuses keys that are not plain paths', async () => {
      for (const key of ['', '../x.txt', 'a//b.txt', '/abs.txt', 'a/./b.txt', 'sp ace.txt'])
        await expect(
          storage.put(key, Buffer.from('x'), { contentType: 'text/plain' }),
        ).rejects.toThrow('Not a storage key');
    });

    it('gives a short-lived signed address (1 s to 7 days)', async () => {
      await storage.put('private/signed.txt', Buffer.from('secret'), { contentType: 'text/plain' });
      const url = await storage.signedUrl('private/signed.txt', { expiresIn: 60 });
      expect(url).toMatch(/^http:\/\/.*private\/signed\.txt\?.*(signature|Signature)=/);
      await expect(
        storage.signedUrl('private/signed.txt', { expiresIn: 8 * 24 * 3600 }),
      ).rejects.toThrow('1 s to 7 days');
    });
  });

  it('S3: a presigned address reads the object without credentials, with a range', async () => {
    const storage = new S3ObjectStorage(s3Config(fake));
    await storage.put('private/clip.txt', Buffer.from('0123456789'), { contentType: 'text/plain' });
    const url = await storage.signedUrl('private/clip.txt');
    expect(url).toContain('X-Amz-Expires=900');
    const res = await fetch(url, { headers: { Range: 'bytes=2-4' } });
    expect(res.status).toBe(206);
    expect(await res.text()).toBe('234');
    // A changed signature or another key: refused by the fake (403), like S3.
    // (The first hex digit is flipped, never set: setting it to '0' left one signature in 16 unchanged.)
    const tampered = url.replace(
      /X-Amz-Signature=(.)/,
      (_m, first: string) => `X-Amz-Signature=${first === '0' ? '1' : '0'}`,
    );
    expect(tampered).not.toBe(url);
    expect((await fetch(tampered)).status).toBe(403);
    expect((await fetch(url.replace('clip.txt', 'other.txt'))).status).toBe(403);
    expect(await fake.keys()).toContain('private/clip.txt');
    storage.close();
  });

  it('S3: the fake checks signatures: a wrong secret is refused', async () => {
    const wrong = new S3Client({
      endpoint: fake.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: FAKE_S3_KEYS.accessKeyId, secretAccessKey: 'not-the-secret' },
    });
    await expect(
      wrong.send(new PutObjectCommand({ Bucket: fake.bucket, Key: 'x.txt', Body: 'x' })),
    ).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    wrong.destroy();
  });
});

describe('storage settings (S3_*)', () => {
  const load = (env: Record<string, string>) =>
    loadConfig(environment({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), ...env })).storage;

  it('is the uploads folder without S3_BUCKET, the bucket with it', () => {
    expect(load({}).s3).toBeNull();
    expect(load({ S3_BUCKET: 'media', S3_ENDPOINT: 'http://127.0.0.1:9000/' }).s3).toEqual({
      bucket: 'media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: null,
      forcePathStyle: true,
      prefix: '',
    });
    expect(
      load({ S3_BUCKET: 'media', S3_REGION: 'ap-south-1', S3_PREFIX: '/yoga/' }).s3,
    ).toMatchObject({
      endpoint: null,
      region: 'ap-south-1',
      forcePathStyle: false,
      prefix: 'yoga',
    });
  });

  it.each([
    [{ S3_BUCKET: 'Bad_Bucket' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'id' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY'],
    [{ S3_BUCKET: 'media', S3_REGION: 'Mumbai!' }, 'S3_REGION'],
    [{ S3_BUCKET: 'media', S3_PREFIX: 'a b' }, 'S3_PREFIX'],
  ])('refuses %j', (env, name) => {
    expect(() => load(env)).toThrow(name);
  });
});

describe('MEDIA_BASE_URL (a CDN in front of the stored files)', () => {
  it('is an https address, kept without its trailing slash; unset: none', () => {
    const load = (env: Record<string, string>) =>
      loadConfig(environment({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), ...env })).storage;
    expect(load({}).mediaBaseUrl).toBeNull();
    expect(load({ MEDIA_BASE_URL: 'https://cdn.example.com/media/' }).mediaBaseUrl).toBe(
      'https://cdn.example.com/media',
    );
    expect(load({ MEDIA_BASE_URL: 'http://127.0.0.1:9001' }).mediaBaseUrl).toBe(
      'http://127.0.0.1:9001',
    );
  });

  it.each([
    [{ MEDIA_BASE_URL: 'cdn.example.com/media' }, 'must be the https address'],
    [{ MEDIA_BASE_URL: 'http://cdn.example.com' }, 'plain http only for localhost'],
    [{ MEDIA_BASE_URL: 'ftp://cdn.example.com' }, 'plain http only for localhost'],
    [{ MEDIA_BASE_URL: 'https://cdn.example.com/m?v=1' }, 'without query'],
    [{ MEDIA_BASE_URL: 'http://localhost:9001', NODE_ENV: 'production' }, 'outside production'],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => loadMediaBaseUrl(env)).toThrow(message);
  });
});

describe('MEDIA_BASE_URL on the pages (the real server build of mfe-public)', () => {
  const CDN = 'https://cdn.example.com/media';
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    // The repository's built public remote (`npx nx run mfe-public:build`) and a stand-in shell page.
    webRoot = mkdtempSync(path.join(tmpdir(), 'yoga-media-'));
    mkdirSync(path.join(webRoot, 'shell/dist'), { recursive: true });
    writeFileSync(
      path.join(webRoot, 'shell/dist/index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    mkdirSync(path.join(webRoot, 'mfe-public'));
    symlinkSync(
      path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../mfe-public/dist'),
      path.join(webRoot, 'mfe-public/dist'),
    );
    t = await createTestApp({ WEB_ROOT: webRoot, MEDIA_BASE_URL: `${CDN}/` });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('stores /uploads/<key> in the document and draws the photo from the CDN on the server-rendered page', async () => {
    const admin = (await login(t, ADMIN.email, ADMIN.password)).token;
    const photo = await t
      .http()
      .post('/api/admin/content/photos')
      .set(bearer(admin))
      .field('slot', 'trainer')
      .attach('file', await pictureOf(800, 600), 'trainer.png')
      .expect(201);
    const src = String(photo.body.src);
    expect(src).toMatch(/^\/uploads\/content\/[^/]+-360\.webp$/);
    const key = src.slice('/uploads/'.length);

    const draft = await t.http().get('/api/admin/content/home').set(bearer(admin)).expect(200);
    const home = draft.body.document;
    home.trainers.items[0].photo = { ...photo.body, alt: { en: 'Asha teaching', hi: 'आशा' } };
    await t
      .http()
      .put('/api/admin/content/home')
      .set(bearer(admin))
      .send({ document: home })
      .expect(200);
    await t.http().post('/api/admin/content/home/publish').set(bearer(admin)).expect(200);
    // The document keeps the app's own address.
    const published = await t.http().get('/api/content/home').expect(200);
    expect(published.body.document.trainers.items[0].photo.src).toBe(src);

    const page = await t.http().get('/').expect(200);
    const img = /<img[^>]*alt="Asha teaching"[^>]*>/.exec(page.text)?.[0] ?? '';
    expect(img).toContain(`src="${CDN}/${key}"`);
    expect(img).toMatch(/srcset="https:\/\/cdn\.example\.com\/media\/content\/[^"]+ 120w, /i);
    expect(img).not.toContain('/uploads/');
    // The page's embedded data names the base, so hydration draws the same addresses.
    expect(page.text).toContain(`"media":"${CDN}"`);
    // The file is still served by the app at its own address (the CDN's origin).
    await t.http().get(src).expect(200);
  });

  it('tells a client-rendered page (a panel) the base in a meta tag', async () => {
    const res = await t.http().get('/admin/admin-dashboard').expect(200);
    expect(res.text).toContain(`<meta name="media-base" content="${CDN}">`);
  });
});

describe('/uploads from the uploads folder: ranges, private files, errors', () => {
  let t: TestApp;
  let storage: ObjectStorage;
  beforeAll(async () => {
    t = await createTestApp();
    storage = t.app.get(ObjectStorage, { strict: false });
  });
  afterAll(() => t.close());

  it('uses the folder by default', () => {
    expect(storage.kind).toBe('local');
  });

  it('serves a public file whole, in a range, as HEAD, 304 when unchanged, 416 past its end', async () => {
    await storage.put('docs/a.txt', Buffer.from('abcdefghij'), { contentType: 'text/plain' });
    expect(existsSync(path.join(t.config.storage.uploadsDir, 'docs', 'a.txt'))).toBe(true);
    const whole = await t.http().get('/uploads/docs/a.txt').expect(200);
    expect(whole.text).toBe('abcdefghij');
    expect(whole.headers).toMatchObject({
      'accept-ranges': 'bytes',
      'content-length': '10',
      'cache-control': 'public, max-age=3600, no-transform',
    });
    const part = await t.http().get('/uploads/docs/a.txt').set('Range', 'bytes=3-5').expect(206);
    expect(part.text).toBe('def');
    expect(part.headers['content-range']).toBe('bytes 3-5/10');
    const tail = await t.http().get('/uploads/docs/a.txt').set('Range', 'bytes=-2').expect(206);
    expect(tail.text).toBe('ij');
    const head = await t.http().head('/uploads/docs/a.txt').expect(200);
    expect(head.headers['content-length']).toBe('10');
    await t.http().get('/uploads/docs/a.txt').set('If-None-Match', whole.headers.etag!).expect(304);
    const stale = await t
      .http()
      .get('/uploads/docs/a.txt')
      .set('Range', 'bytes=3-5')
      .set('If-Range', '"older"')
      .expect(200);
    expect(stale.text).toBe('abcdefghij');
    const past = await t.http().get('/uploads/docs/a.txt').set('Range', 'bytes=20-30').expect(416);
    expect(past.headers['content-range']).toBe('bytes */10');
    expect(past.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(past.text).code).toBe('range_not_satisfiable');
  });

  it('answers 404 file_not_found (in Hindi too) for a missing file or a path out of the folder', async () => {
    const missing = await t.http().get('/uploads/docs/none.txt').expect(404);
    expect(missing.body.code).toBe('file_not_found');
    const hindi = await t
      .http()
      .get('/uploads/docs/none.txt')
      .set('Accept-Language', 'hi')
      .expect(404);
    expect(hindi.body.message).toBe('ऐसी कोई फ़ाइल नहीं है।');
    await storage.put('docs/readme.txt', Buffer.from('inside'), { contentType: 'text/plain' });
    for (const url of ['/uploads/docs/..%2Freadme.txt', '/uploads/docs/%2e%2e/docs/readme.txt'])
      expect((await t.http().get(url).expect(404)).text).not.toContain('inside');
    // The folder's neighbours (the database, the JWT secret) are never reached.
    for (const url of ['/uploads/..%2Fjwt-secret', '/uploads/%2e%2e/test.sqlite'])
      expect((await t.http().get(url).expect(404)).text).not.toContain(t.config.auth.jwtSecret);
  });

  it('serves a private file only at its signed address, until it expires', async () => {
    await storage.put('private/recordings/r1.mp4', Buffer.from('0123456789'), {
      contentType: 'video/mp4',
    });
    await t.http().get('/uploads/private/recordings/r1.mp4').expect(404);
    const url = new URL(await storage.signedUrl('private/recordings/r1.mp4', { expiresIn: 120 }));
    expect(url.origin).toBe(t.config.site.publicUrl);
    const signed = `${url.pathname}${url.search}`;
    const res = await t.http().get(signed).set('Range', 'bytes=0-3').buffer(true).expect(206);
    expect(String(res.body)).toBe('0123');
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['cache-control']).toBe('private, no-store, no-transform');
    // Another key, a changed expiry, an expired signature: none opens it.
    await t.http().get(signed.replace('r1.mp4', 'r2.mp4')).expect(404);
    const later = Number(url.searchParams.get('expires')) + 1000;
    await t
      .http()
      .get(signed.replace(/expires=\d+/, `expires=${later}`))
      .expect(404);
    const signer = new UrlSigner(t.config.auth.jwtSecret);
    const expired = Math.floor(Date.now() / 1000) - 1;
    await t
      .http()
      .get(
        `/uploads/private/recordings/r1.mp4?${signer.query('private/recordings/r1.mp4', expired)}`,
      )
      .expect(404);
  });
});

describe('uploads in S3: two instances share one bucket', () => {
  let a: TestApp;
  let b: TestApp;
  let adminA: string;
  beforeAll(async () => {
    // On MariaDB the two share the database, as two instances of one deployment do.
    a = await createTestApp(fake.env);
    b = await createTestApp(fake.env, { freshDatabase: false });
    adminA = (await login(a, ADMIN.email, ADMIN.password)).token;
  });
  afterAll(() => Promise.all([a.close(), b.close()]));

  it('a content photo uploaded through A is stored in the bucket (not the folder) and served by B', async () => {
    expect(a.app.get(ObjectStorage, { strict: false }).kind).toBe('s3');
    const res = await a
      .http()
      .post('/api/admin/content/photos')
      .set(bearer(adminA))
      .field('slot', 'trainer')
      .attach('file', await pictureOf(800, 600), 'trainer.png')
      .expect(201);
    expect(res.body).toMatchObject({ width: 360, height: 360 });
    const srcs = String(res.body.srcset)
      .split(', ')
      .map((entry) => entry.split(' ')[0]!);
    expect(srcs).toHaveLength(3);
    expect(await fake.keys()).toEqual(
      expect.arrayContaining(srcs.map((src) => src.replace('/uploads/', ''))),
    );
    expect(existsSync(path.join(a.config.storage.uploadsDir, 'content'))).toBe(false);

    const fromB = await b.http().get(res.body.src).buffer(true).expect(200);
    expect(fromB.headers['content-type']).toBe('image/webp');
    expect(await sharp(fromB.body as Buffer).metadata()).toMatchObject({
      format: 'webp',
      width: 360,
      height: 360,
    });
    const fromA = await a.http().get(res.body.src).buffer(true).expect(200);
    expect((fromA.body as Buffer).equals(fromB.body as Buffer)).toBe(true);
    const range = await b
      .http()
      .get(res.body.src)
      .set('Range', 'bytes=0-11')
      .buffer(true)
      .expect(206);
    expect((range.body as Buffer).subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(range.headers['content-range']).toMatch(/^bytes 0-11\/\d+$/);
  });

  it('a blog thumbnail created through A is served by B, and gone from the bucket once the post is deleted', async () => {
    const created = await a
      .http()
      .post('/api/blogs/create')
      .set(bearer(adminA))
      .field('title', 'Stored in the bucket')
      .field('description', 'Thumbnails through the storage owner')
      .attach('thumbnail', await pictureOf(900, 600), 'thumb.png')
      .expect(201);
    const thumbnail = String(created.body.thumbnail);
    expect(thumbnail).toMatch(/^\/uploads\/[0-9a-f]{32}-800w\.webp$/);
    expect(await fake.keys()).toContain(thumbnail.replace('/uploads/', ''));
    expect(readdirSync(a.config.storage.uploadsDir)).toEqual([]);
    const served = await b.http().get(thumbnail).buffer(true).expect(200);
    expect((await sharp(served.body as Buffer).metadata()).width).toBe(800);

    await a.http().delete(`/api/blogs/${created.body.id}`).set(bearer(adminA)).expect(200);
    expect(await fake.keys()).not.toContain(thumbnail.replace('/uploads/', ''));
    expect((await b.http().get(thumbnail).expect(404)).body.code).toBe('file_not_found');
  });
});
