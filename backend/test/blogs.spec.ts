import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@yoga/contracts';
import { THUMBNAIL_MESSAGE } from '../src/modules/blogs/thumbnail.js';
import { ADMIN, bearer, createTestApp, login, type TestApp } from './support/test-app.js';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(32, 3)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF', 'latin1'),
  Buffer.alloc(4),
  Buffer.from('WEBPVP8 ', 'latin1'),
  Buffer.alloc(32),
]);

describe('blogs', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
  });
  afterAll(() => t.close());

  const uploads = () => (existsSync(t.config.uploadsDir) ? readdirSync(t.config.uploadsDir) : []);

  it('creates a post from multipart with defaults, lists it newest first, reads and deletes it', async () => {
    const first = await t
      .http()
      .post('/api/blogs/create')
      .set(bearer(admin))
      .field('title', 'Breathing basics')
      .expect(201);
    expect(first.body).toEqual({
      id: expect.any(Number),
      title: 'Breathing basics',
      category: 'Fitness',
      description: null,
      author: ADMIN.name,
      time_to_read: '5 min',
      thumbnail: null,
      created_at: expect.any(String),
    });
    const second = await t
      .http()
      .post('/api/blogs/create')
      .set(bearer(admin))
      .field('title', 'Sleep better')
      .field('category', 'Mental health')
      .field('description', 'Wind down with yoga nidra.')
      .field('author', 'Dr. Rao')
      .field('time_to_read', '7 min')
      .attach('thumbnail', PNG, { filename: 'photo.png', contentType: 'image/png' })
      .expect(201);
    expect(second.body).toMatchObject({
      category: 'Mental health',
      author: 'Dr. Rao',
      time_to_read: '7 min',
    });
    expect(second.body.thumbnail).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);

    const all = await t.http().get('/api/blogs/all').expect(200);
    expect(all.body.map((b: { id: number }) => b.id)).toEqual([second.body.id, first.body.id]);
    expect(all.headers['x-total-count']).toBe('2');
    await t.http().get(`/api/blogs/${first.body.id}`).expect(200, first.body);
    await t.http().get('/api/blogs/999999').expect(404);
    await t.http().get('/api/blogs/abc').expect(400);

    const file = await t.http().get(second.body.thumbnail).expect(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');

    const name = path.basename(second.body.thumbnail);
    expect(uploads()).toContain(name);
    await t.http().delete(`/api/blogs/${second.body.id}`).set(bearer(admin)).expect(200);
    expect(uploads()).not.toContain(name);
    await t.http().get(second.body.thumbnail).expect(404);
    await t.http().delete(`/api/blogs/${second.body.id}`).set(bearer(admin)).expect(404);
  });

  it.each([
    ['JPEG', JPEG, 'jpg'],
    ['GIF', GIF, 'gif'],
    ['WebP', WEBP, 'webp'],
  ])('accepts a %s thumbnail by its content, whatever its name', async (_n, bytes, ext) => {
    const res = await t
      .http()
      .post('/api/blogs/create')
      .set(bearer(admin))
      .field('title', 'Pic')
      .attach('thumbnail', bytes, {
        filename: 'upload.bin',
        contentType: 'application/octet-stream',
      })
      .expect(201);
    expect(res.body.thumbnail).toMatch(new RegExp(`\\.${ext}$`));
  });

  it('refuses a non-image disguised as an image, and writes nothing', async () => {
    const before = uploads().length;
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const res = await t
      .http()
      .post('/api/blogs/create')
      .set(bearer(admin))
      .field('title', 'Evil')
      .attach('thumbnail', html, { filename: 'cat.png', contentType: 'image/png' })
      .expect(400);
    expect(res.body.message).toBe(THUMBNAIL_MESSAGE);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    await t
      .http()
      .post('/api/blogs/create')
      .set(bearer(admin))
      .field('title', 'Evil')
      .attach('thumbnail', svg, 'x.svg')
      .expect(400);
    expect(uploads().length).toBe(before);
  });

  it('refuses a thumbnail over 2 MB with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await t
      .http()
      .post('/api/blogs/create')
      .set(bearer(admin))
      .field('title', 'Big')
      .attach('thumbnail', big, 'big.png');
    expect(res.status).toBe(413);
    expect(res.body.success).toBe(false);
  });

  it('refuses a file under another field name, a missing title and unknown fields', async () => {
    await t
      .http()
      .post('/api/blogs/create')
      .set(bearer(admin))
      .field('title', 'X')
      .attach('image', PNG, 'a.png')
      .expect(400);
    const noTitle = await t
      .http()
      .post('/api/blogs/create')
      .set(bearer(admin))
      .field('category', 'Yoga')
      .expect(400);
    expect(noTitle.body.message).toBe(MESSAGES.fillAllFields);
    await t
      .http()
      .post('/api/blogs/create')
      .set(bearer(admin))
      .field('title', 'X')
      .field('views', '10')
      .expect(400);
    await t
      .http()
      .post('/api/blogs/create')
      .set(bearer(admin))
      .field('title', 'x'.repeat(201))
      .expect(400);
  });

  it('also accepts a JSON body without a file', async () => {
    const res = await t
      .http()
      .post('/api/blogs/create')
      .set(bearer(admin))
      .send({ title: 'Plain JSON', category: '' })
      .expect(201);
    expect(res.body).toMatchObject({ title: 'Plain JSON', category: 'Fitness', thumbnail: null });
  });

  it('stores markup verbatim (the front ends render it as text)', async () => {
    const title = '<img src=x onerror=alert(1)> & "quotes"';
    const res = await t
      .http()
      .post('/api/blogs/create')
      .set(bearer(admin))
      .send({ title, description: "'; DROP TABLE blogs; --" })
      .expect(201);
    const read = await t.http().get(`/api/blogs/${res.body.id}`).expect(200);
    expect(read.body.title).toBe(title);
    expect(read.body.description).toBe("'; DROP TABLE blogs; --");
    await t.http().get('/api/blogs/all').expect(200);
  });
});
