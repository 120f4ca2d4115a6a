import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  PUBLIC_SSR,
  type AboutContent,
  type AdminContent,
  type TimetableSlot,
} from '@yoga/contracts';
import { TimetableService } from '../src/modules/timetable/timetable.service.js';
import { removeRedisKeys, testRedisPrefix, sharedRedisEnv } from './support/redis.js';
import { eventually } from './support/wait.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
} from './support/test-app.js';

/**
 * A stand-in for mfe-public's server build (as in web-ssr.spec.ts): it draws what each page reads (the
 * plans and the offer on /price, the posts, the week, the about page's content, the brand) and counts its
 * renders in a global the test reads (every instance of this process loads the same file).
 */
const BUILD = `
exports.render = async (req) => {
  globalThis.__pageRenders = (globalThis.__pageRenders || 0) + 1;
  const path = req.url.split('?')[0];
  const bare = path === '/hi' ? '/' : path.startsWith('/hi/') ? path.slice(3) : path;
  const site = await req.data.content('site', req.preview === true);
  const parts = ['brand=' + req.business.brand_name, 'announce=' + site.announcement.enabled];
  if (bare === '/price') {
    const [plans, offer] = await Promise.all([req.data.plans(), req.data.featuredOffer()]);
    parts.push('plans=' + plans.map((p) => p.name_en).join('|'), 'offer=' + (offer ? offer.code : 'none'));
    parts.push('currency=' + (req.url.includes('currency=USD') ? 'USD' : 'INR'));
  }
  if (bare === '/blogs') parts.push('posts=' + (await req.data.blogs()).map((p) => p.title).join('|'));
  if (bare === '/schedule') {
    const week = await req.data.schedule();
    parts.push('titles=' + [...new Set(week.classes.map((c) => c.title))].sort().join('|'));
  }
  if (bare === '/about') {
    const about = await req.data.content('about', req.preview === true);
    parts.push('about=' + about.title.en);
  }
  return {
    html: '<!doctype html><html><head></head><body><div id="root"><p>' + parts.join(' ') + '</p></div></body></html>',
    status: 200,
    kind: bare === '/about' || bare === '/' ? 'static' : 'data',
  };
};`;

function deployServerBuild(webRoot: string) {
  const dir = path.join(webRoot, 'mfe-public/dist', PUBLIC_SSR.serverDir);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'render.cache.cjs'), BUILD);
  writeFileSync(path.join(dir, PUBLIC_SSR.manifest), JSON.stringify({ entry: 'render.cache.cjs' }));
}

const renders = () => (globalThis as { __pageRenders?: number }).__pageRenders ?? 0;
/** The page's drawn line (what the fake build printed). */
const drawn = (html: string) => /<p>([^<]*)<\/p>/.exec(html)?.[1] ?? '';

/**
 * How long a change may take to show on every instance (issue 33: "a publish is live on every instance
 * within 2 seconds"). The pages are polled, not slept on.
 */
const LIVE_WITHIN_MS = 2000;

const dbUrl = process.env.DB_URL;

describe(`public pages kept per change, on Redis (${dbUrl ? 'two instances on MariaDB' : 'one instance on sql.js'})`, () => {
  const prefix = testRedisPrefix('page-cache');
  let webRoot: string;
  let purges: string[] = [];
  let purger: Server;
  const instances: TestApp[] = [];
  let admin: string;

  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'yoga-page-cache-'));
    mkdirSync(path.join(webRoot, 'shell/dist'), { recursive: true });
    writeFileSync(
      path.join(webRoot, 'shell/dist/index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div>shell-root</body></html>',
    );
    deployServerBuild(webRoot);
    // The CDN's purge API (CDN_PURGE_URL): records each call.
    purger = createServer((req, res) => {
      purges.push(`${req.method} ${decodeURIComponent(req.url?.split('url=')[1] ?? '')}`);
      res.end('ok');
    });
    await new Promise<void>((resolve) => purger.listen(0, '127.0.0.1', resolve));
    const env = {
      WEB_ROOT: webRoot,
      SITE_URL: 'https://www.yogsutra.example',
      ...sharedRedisEnv(prefix),
      JOBS: 'on',
      CDN_PURGE_URL: `http://127.0.0.1:${(purger.address() as AddressInfo).port}/purge?url={url}`,
    };
    instances.push(await createTestApp(env));
    if (dbUrl) instances.push(await createTestApp(env, { freshDatabase: false }));
    admin = (await login(instances[0]!, ADMIN.email, ADMIN.password)).token;
  }, 120_000);

  afterAll(async () => {
    for (const t of instances) await t.close();
    await new Promise((resolve) => purger.close(resolve));
    rmSync(webRoot, { recursive: true, force: true });
    await removeRedisKeys(prefix);
  });

  /** The page as every instance draws it now. */
  const everywhere = async (url: string) =>
    Promise.all(instances.map(async (t) => drawn((await t.http().get(url).expect(200)).text)));
  /** Whether every instance draws `url` with `text` (polled up to LIVE_WITHIN_MS). */
  const liveEverywhere = (url: string, text: string) =>
    eventually(
      async () => (await everywhere(url)).every((line) => line.includes(text)),
      LIVE_WITHIN_MS,
    );
  /** The last instance: a change is made on the first and must show on the other. */
  const other = () => instances[instances.length - 1]!;

  it('serves a second request from the kept page without rendering, one render for concurrent misses', async () => {
    const t = instances[0]!;
    const before = renders();
    const first = await t.http().get('/price').expect(200);
    expect(renders()).toBe(before + 1);
    const second = await t.http().get('/price').expect(200);
    expect(renders()).toBe(before + 1);
    expect(second.text).toBe(first.text);
    expect(second.headers.etag).toBe(first.headers.etag);
    // A campaign's query parts draw the same page; the currency is a page of its own.
    await t.http().get('/price?utm_source=whatsapp&fbclid=x').expect(200);
    expect(renders()).toBe(before + 1);
    const usd = await t.http().get('/price?currency=usd').expect(200);
    expect(drawn(usd.text)).toContain('currency=USD');
    expect(renders()).toBe(before + 2);
    // Twenty visitors at once on a page not kept yet: one render between them.
    const many = await Promise.all(
      Array.from({ length: 20 }, () => t.http().get('/hi/price').expect(200)),
    );
    expect(new Set(many.map((r) => r.text)).size).toBe(1);
    expect(renders()).toBe(before + 3);
  });

  it('answers If-None-Match with 304 (a strong ETag per encoding); a changed page gets a new ETag', async () => {
    const t = instances[0]!;
    const page = await t.http().get('/about').set('Accept-Encoding', 'identity').expect(200);
    const etag = page.headers.etag!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(page.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    expect(page.headers.vary).toBe('Accept-Encoding, Authorization, Save-Data');
    const again = await t
      .http()
      .get('/about')
      .set('Accept-Encoding', 'identity')
      .set('If-None-Match', etag)
      .expect(304);
    expect(again.text ?? '').toBe('');
    expect(again.headers.etag).toBe(etag);
    // The gzipped bytes are another representation: another validator, and either one is fresh.
    const gz = await t.http().get('/about').set('Accept-Encoding', 'gzip').expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.etag).toBe(etag.replace(/"$/, '-gz"'));
    await t
      .http()
      .get('/about')
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', gz.headers.etag!)
      .expect(304);
    await t.http().get('/about').set('If-None-Match', `"other", W/${etag}`).expect(304);
    await t.http().get('/about').set('If-None-Match', '"other"').expect(200);
    // The same document on every instance: the same validator (a CDN may ask any of them).
    for (const i of instances)
      expect(
        (await i.http().get('/about').set('Accept-Encoding', 'identity').expect(200)).headers.etag,
      ).toBe(etag);
  });

  it('shows a published page on every instance within 2 s, with a new ETag; a draft changes nothing', async () => {
    const t = instances[0]!;
    const etag = (await other().http().get('/about').set('Accept-Encoding', 'identity')).headers
      .etag!;
    await everywhere('/about');
    const current = (await t.http().get('/api/admin/content/about').set(bearer(admin)).expect(200))
      .body as AdminContent<'about'>;
    const document: AboutContent = {
      ...current.document,
      title: { en: 'Our teachers, our story', hi: 'हमारे शिक्षक, हमारी कहानी' },
    };
    await t
      .http()
      .put('/api/admin/content/about')
      .set(bearer(admin))
      .send({ document })
      .expect(200);
    // Saved, not published: still the published page.
    expect((await everywhere('/about')).every((line) => !line.includes('Our teachers'))).toBe(true);
    await t.http().post('/api/admin/content/about/publish').set(bearer(admin)).expect(200);
    expect(await liveEverywhere('/about', 'about=Our teachers, our story')).toBe(true);
    const fresh = await other()
      .http()
      .get('/about')
      .set('Accept-Encoding', 'identity')
      .set('If-None-Match', etag)
      .expect(200);
    expect(fresh.headers.etag).not.toBe(etag);
  });

  it('shows a plan change, an offer and a business setting on every instance within 2 s', async () => {
    const t = instances[0]!;
    for (const url of ['/price', '/hi/price', '/price?currency=USD']) await everywhere(url);
    purges = [];
    await t
      .http()
      .patch('/api/admin/plans/big')
      .set(bearer(admin))
      .send({ name_en: 'Big Saver Plus' })
      .expect(200);
    for (const url of ['/price', '/hi/price', '/price?currency=USD'])
      expect({ url, live: await liveEverywhere(url, 'Big Saver Plus') }).toEqual({
        url,
        live: true,
      });
    // The CDN is told once per address that changed: both languages, both currencies, and the pages
    // that name the plans.
    expect(
      await eventually(
        async () => purges.includes('POST https://www.yogsutra.example/hi/price?currency=USD'),
        LIVE_WITHIN_MS,
      ),
    ).toBe(true);
    for (const url of ['/price', '/hi/price', '/price?currency=USD', '/termsofuse'])
      expect(purges.filter((p) => p === `POST https://www.yogsutra.example${url}`)).toHaveLength(1);

    await t
      .http()
      .post('/api/admin/coupons')
      .set(bearer(admin))
      .send({ code: 'MORNING20', percent_off: 20, show_on_price_page: true })
      .expect(201);
    expect(await liveEverywhere('/price', 'offer=MORNING20')).toBe(true);

    await everywhere('/about');
    await t
      .http()
      .patch('/api/admin/site-settings')
      .set(bearer(admin))
      .send({ brand_name: 'Surya Yoga Live' })
      .expect(200);
    for (const url of ['/about', '/price', '/hi'])
      expect({ url, live: await liveEverywhere(url, 'brand=Surya Yoga Live') }).toEqual({
        url,
        live: true,
      });
  });

  it('shows a new post and a timetable change on every instance within 2 s', async () => {
    const t = instances[0]!;
    await everywhere('/blogs');
    await t
      .http()
      .post('/api/blogs/create')
      .set(bearer(admin))
      .field('title', 'Breathing at dawn')
      .expect(201);
    expect(await liveEverywhere('/blogs', 'Breathing at dawn')).toBe(true);

    await t.app.get(TimetableService).generate(new Date());
    const slots = (await t.http().get('/api/timetable/slots').set(bearer(admin)).expect(200))
      .body as TimetableSlot[];
    await everywhere('/schedule');
    // Every slot's classes in the coming week take the new title (none is booked).
    for (const slot of slots) {
      const { instructor_name, instructor_legacy, id, ...fields } = slot;
      void [instructor_name, instructor_legacy];
      await t
        .http()
        .put(`/api/timetable/slots/${id}`)
        .set(bearer(admin))
        .send({ ...fields, title: 'Dawn Flow' })
        .expect(200);
    }
    expect(await liveEverywhere('/schedule', 'titles=Dawn Flow')).toBe(true);
  });

  it('never gives a signed-in or previewing visitor a shared copy', async () => {
    const t = other();
    const student = (await registerAndLogin(t)).token;
    const shared = await t.http().get('/price').expect(200);
    const signedIn = await t
      .http()
      .get('/price')
      .set(bearer(student))
      .set('If-None-Match', shared.headers.etag!)
      .expect(200);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    // Not the shared validator, so never a 304 on a shared copy's ETag.
    expect(signedIn.headers.etag).not.toBe(shared.headers.etag);
    expect(signedIn.headers.vary).toBe('Accept-Encoding, Save-Data');

    // The admin's preview draws the draft, privately, and the shared page stays the published one.
    const current = (await t.http().get('/api/admin/content/about').set(bearer(admin)).expect(200))
      .body as AdminContent<'about'>;
    await t
      .http()
      .put('/api/admin/content/about')
      .set(bearer(admin))
      .send({ document: { ...current.document, title: { en: 'Draft title', hi: '' } } })
      .expect(200);
    const preview = await t.http().get('/about?preview=draft').set(bearer(admin)).expect(200);
    expect(drawn(preview.text)).toContain('about=Draft title');
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.headers.etag ?? '').not.toMatch(/^"/);
    const stale = await t.http().get('/about?preview=not-a-token').expect(200);
    expect(stale.headers['cache-control']).toBe('private, no-store');
    expect(drawn(stale.text)).not.toContain('Draft title');
    const anonymous = await t.http().get('/about').expect(200);
    expect(drawn(anonymous.text)).not.toContain('Draft title');
    expect(anonymous.headers['cache-control']).toMatch(/^public, /);
  });
});

describe('public pages kept per change, in process (no Redis)', () => {
  let webRoot: string;
  let t: TestApp;
  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'yoga-page-cache-'));
    deployServerBuild(webRoot);
    t = await createTestApp({ WEB_ROOT: webRoot });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('draws /price again after a plan change, and keeps it otherwise', async () => {
    const admin = (await login(t, ADMIN.email, ADMIN.password)).token;
    const first = await t.http().get('/price').expect(200);
    const before = renders();
    expect((await t.http().get('/price').expect(200)).text).toBe(first.text);
    expect(renders()).toBe(before);
    await t
      .http()
      .patch('/api/admin/plans/big')
      .set(bearer(admin))
      .send({ name_en: 'Big Saver Max' })
      .expect(200);
    // Without Redis the event is delivered in this process right after the commit.
    expect(
      await eventually(
        async () =>
          drawn((await t.http().get('/price').expect(200)).text).includes('Big Saver Max'),
        LIVE_WITHIN_MS,
      ),
    ).toBe(true);
  });
});
