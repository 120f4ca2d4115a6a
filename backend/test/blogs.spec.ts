import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@yoga/contracts';
import sharp from 'sharp';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
} from './support/test-app.js';

/** A real picture of `width` × `height` in `format` (sharp draws it: a gradient-free block of colour). */
const picture = (format: 'png' | 'jpeg' | 'gif' | 'webp', width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c8763a' } })
    .toFormat(format)
    .toBuffer();
/** Right magic bytes, no picture behind them. */
const FAKE_PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
let PNG: Buffer;

describe('blogs', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    PNG = await picture('png', 1600, 1200);
    t = await createTestApp();
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
  });
  afterAll(() => t.close());

  const uploads = () =>
    existsSync(t.config.storage.uploadsDir) ? readdirSync(t.config.storage.uploadsDir) : [];

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
      title_hi: null,
      description_hi: null,
      author: ADMIN.name,
      time_to_read: '5 min',
      thumbnail: null,
      thumbnail_srcset: null,
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
    // Stored as pages show it: 16:9 WebP in three widths (the source is 1600 px wide).
    expect(second.body.thumbnail).toMatch(/^\/uploads\/[0-9a-f]{32}-1200w\.webp$/);
    const stem = String(second.body.thumbnail).replace(/-1200w\.webp$/, '');
    expect(second.body.thumbnail_srcset).toBe(
      `${stem}-400w.webp 400w, ${stem}-800w.webp 800w, ${stem}-1200w.webp 1200w`,
    );

    const all = await t.http().get('/api/blogs/all').expect(200);
    expect(all.body.map((b: { id: number }) => b.id)).toEqual([second.body.id, first.body.id]);
    expect(all.headers['x-total-count']).toBe('2');
    await t.http().get(`/api/blogs/${first.body.id}`).expect(200, first.body);
    await t.http().get('/api/blogs/999999').expect(404);
    await t.http().get('/api/blogs/abc').expect(400);

    for (const [width, height] of [
      [400, 225],
      [800, 450],
      [1200, 675],
    ]) {
      const file = await t
        .http()
        .get(`${stem}-${width}w.webp`)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(file.body as Buffer).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: 'webp',
        width,
        height,
      });
    }

    const names = [400, 800, 1200].map((w) => `${path.basename(stem)}-${w}w.webp`);
    expect(uploads()).toEqual(expect.arrayContaining(names));
    await t.http().delete(`/api/blogs/${second.body.id}`).set(bearer(admin)).expect(200);
    for (const name of names) expect(uploads()).not.toContain(name);
    await t.http().get(second.body.thumbnail).expect(404);
    await t.http().delete(`/api/blogs/${second.body.id}`).set(bearer(admin)).expect(404);
  });

  it.each([['jpeg'], ['gif'], ['webp']] as const)(
    'accepts a %s thumbnail by its content, whatever its name; a small one is stored in one width',
    async (format) => {
      const res = await t
        .http()
        .post('/api/blogs/create')
        .set(bearer(admin))
        .field('title', 'Pic')
        .attach('thumbnail', await picture(format, 300, 300), {
          filename: 'upload.bin',
          contentType: 'application/octet-stream',
        })
        .expect(201);
      expect(res.body.thumbnail).toMatch(/^\/uploads\/[0-9a-f]{32}-400w\.webp$/);
      expect(res.body.thumbnail_srcset).toBe(`${res.body.thumbnail} 400w`);
    },
  );

  it("keeps no metadata of the photo (a phone's EXIF carries where it was taken) and turns it upright", async () => {
    // 400 × 800 as stored, but EXIF orientation 6: the camera was turned, the photo is 800 × 400.
    const photo = await sharp({
      create: { width: 400, height: 800, channels: 3, background: '#336699' },
    })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Artist: 'Someone', Copyright: 'Place' } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await t
      .http()
      .post('/api/blogs/create')
      .set(bearer(admin))
      .field('title', 'Phone photo')
      .attach('thumbnail', photo, 'phone.jpg')
      .expect(201);
    // Upright it is 800 px wide: two widths.
    expect(res.body.thumbnail).toMatch(/-800w\.webp$/);
    const stored = path.join(t.config.storage.uploadsDir, path.basename(res.body.thumbnail));
    const meta = await sharp(stored).metadata();
    expect({ exif: meta.exif, orientation: meta.orientation, width: meta.width }).toEqual({
      exif: undefined,
      orientation: undefined,
      width: 800,
    });
  });

  it('refuses a non-image disguised as an image, and writes nothing', async () => {
    const before = uploads().length;
    const disguised: [Buffer, string][] = [
      [Buffer.from('<html><script>alert(1)</script></html>'), 'cat.png'],
      // The magic bytes of a PNG with no picture behind them.
      [FAKE_PNG, 'broken.png'],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'x.svg',
      ],
    ];
    for (const [bytes, filename] of disguised) {
      const res = await t
        .http()
        .post('/api/blogs/create')
        .set(bearer(admin))
        .field('title', 'Evil')
        .attach('thumbnail', bytes, { filename, contentType: 'image/png' })
        .expect(400);
      expect({ filename, body: res.body }).toMatchObject({
        filename,
        body: {
          success: false,
          code: 'thumbnail_invalid',
          message: 'The thumbnail must be a JPEG, PNG, WebP or GIF image of at most 2 MB.',
        },
      });
    }
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
  it('edits a post: the fields sent change, the others stay; a Hindi version is added and removed', async () => {
    const created = await t
      .http()
      .post('/api/blogs/create')
      .set(bearer(admin))
      .send({ title: 'Morning flow', description: 'Twelve rounds.', category: 'Fitness' })
      .expect(201);
    const id = created.body.id as number;
    const hindi = await t
      .http()
      .patch(`/api/blogs/${id}`)
      .set(bearer(admin))
      .send({ title_hi: 'सुबह का प्रवाह', description_hi: 'बारह चक्र।' })
      .expect(200);
    expect(hindi.body).toMatchObject({
      title: 'Morning flow',
      description: 'Twelve rounds.',
      category: 'Fitness',
      title_hi: 'सुबह का प्रवाह',
      description_hi: 'बारह चक्र।',
    });
    // The public read (and its cached list) shows the change at once.
    expect((await t.http().get(`/api/blogs/${id}`).expect(200)).body.title_hi).toBe('सुबह का प्रवाह');
    const listed = (await t.http().get('/api/blogs/all').expect(200)).body as { id: number }[];
    expect(listed.find((b) => b.id === id)).toMatchObject({ description_hi: 'बारह चक्र।' });

    const edited = await t
      .http()
      .patch(`/api/blogs/${id}`)
      .set(bearer(admin))
      .field('title', 'Morning flow, slower')
      .field('title_hi', '')
      .expect(200);
    expect(edited.body).toMatchObject({
      title: 'Morning flow, slower',
      description: 'Twelve rounds.',
      title_hi: null,
      description_hi: 'बारह चक्र।',
      created_at: created.body.created_at,
    });
  });

  it('replaces the picture of an edited post: the new files stored, the old ones removed', async () => {
    const created = await t
      .http()
      .post('/api/blogs/create')
      .set(bearer(admin))
      .field('title', 'Two pictures')
      .attach('thumbnail', await picture('png', 900, 600), 'one.png')
      .expect(201);
    const old = String(created.body.thumbnail).replace('/uploads/', '');
    const replaced = await t
      .http()
      .patch(`/api/blogs/${created.body.id}`)
      .set(bearer(admin))
      .attach('thumbnail', await picture('jpeg', 500, 400), 'two.jpg')
      .expect(200);
    expect(replaced.body.title).toBe('Two pictures');
    expect(replaced.body.thumbnail).toMatch(/^\/uploads\/[0-9a-f]{32}-400w\.webp$/);
    expect(uploads()).toContain(String(replaced.body.thumbnail).replace('/uploads/', ''));
    expect(uploads()).not.toContain(old);
    await t.http().get(`/uploads/${old}`).expect(404);

    const before = uploads().length;
    const bad = await t
      .http()
      .patch(`/api/blogs/${created.body.id}`)
      .set(bearer(admin))
      .attach('thumbnail', FAKE_PNG, 'broken.png')
      .expect(400);
    expect(bad.body.code).toBe('thumbnail_invalid');
    expect(uploads().length).toBe(before);
  });

  it('refuses a blank title, unknown fields and a missing post on edit; students get 403', async () => {
    const created = await t
      .http()
      .post('/api/blogs/create')
      .set(bearer(admin))
      .send({ title: 'Keep my title' })
      .expect(201);
    const blank = await t
      .http()
      .patch(`/api/blogs/${created.body.id}`)
      .set(bearer(admin))
      .send({ title: '   ' })
      .expect(400);
    expect(blank.body.code).toBe('validation_failed');
    await t
      .http()
      .patch(`/api/blogs/${created.body.id}`)
      .set(bearer(admin))
      .send({ views: 9 })
      .expect(400);
    const missing = await t
      .http()
      .patch('/api/blogs/999999')
      .set(bearer(admin))
      .send({ title: 'x' })
      .expect(404);
    expect(missing.body.code).toBe('blog_not_found');
    const student = await registerAndLogin(t);
    await t
      .http()
      .patch(`/api/blogs/${created.body.id}`)
      .set(bearer(student.token))
      .send({ title: 'Mine now' })
      .expect(403);
    expect((await t.http().get(`/api/blogs/${created.body.id}`)).body.title).toBe('Keep my title');
  });
});
