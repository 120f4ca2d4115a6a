import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  PUBLIC_SSR,
  type AdminContent,
  type AboutContent,
  type ContactContent,
  type ContentVersion,
  type HomeContent,
  type LiveEventsContent,
  type MainSliderContent,
  type MetaContent,
  type WellnessContent,
  type PolicyContent,
  type PublishedContent,
} from '@yoga/contracts';
import { ListCaches } from '../src/common/http/list-caches.js';
import { PUBLIC_CONTENT_CACHE } from '../src/common/http/public-site-data.js';
import { DataSource } from 'typeorm';
import { DomainEventRecord } from '../src/events/domain-event.entity.js';
import type { AdminChanged } from '../src/modules/audit/index.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
} from './support/test-app.js';

/**
 * A stand-in for mfe-public's server build (as in web-ssr.spec.ts): it draws the home page's hero heading
 * (and a few pages' title tag) from the content the server gives it, in the page's language, and counts
 * its renders.
 */
const CONTENT_BUILD = `
let renders = 0;
exports.render = async (req) => {
  renders += 1;
  const path = req.url.split('?')[0];
  const hindi = path === '/hi' || path.startsWith('/hi/');
  const home = await req.data.content('home', req.preview === true);
  const site = await req.data.content('site', req.preview === true);
  const pick = (t) => (hindi && t.hi.trim() ? t.hi : t.en);
  const bare = hindi ? path.slice(3) || '/' : path;
  const policyPage = { '/returnrefund': 'refund', '/privacy-policy': 'privacy', '/termsofuse': 'terms' }[bare];
  const policy = policyPage ? await req.data.content(policyPage, req.preview === true) : null;
  const metaPage = { '/': 'home', '/price': 'price', '/about': 'about' }[bare];
  const meta = metaPage ? (await req.data.content('meta', req.preview === true))[metaPage] : null;
  return {
    html: '<!doctype html><html><head><title>' + (meta ? pick(meta.page_title) : '') +
      '</title></head><body><div id="root"><h1>' +
      pick(policy ? policy.title : home.hero.title) + '</h1><p>renders=' + renders + '</p>' +
      (policy ? policy.sections.map((s) => '<h2>' + pick(s.heading) + '</h2>').join('') : '') +
      (site.announcement.enabled ? '<aside>' + pick(site.announcement.text) + '</aside>' : '') +
      '</div></body></html>',
    status: 200,
    kind: 'static',
  };
};`;

function deployServerBuild(webRoot: string) {
  const dir = path.join(webRoot, 'mfe-public/dist', PUBLIC_SSR.serverDir);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'render.content.cjs'), CONTENT_BUILD);
  writeFileSync(
    path.join(dir, PUBLIC_SSR.manifest),
    JSON.stringify({ entry: 'render.content.cjs' }),
  );
}

const SEED_TITLE = 'Live yoga classes, every day, from your home';
const h1 = (html: string) => /<h1>(.*?)<\/h1>/.exec(html)?.[1];
const titleTag = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];
const renders = (html: string) => Number(/renders=(\d+)/.exec(html)?.[1]);

describe('site content (issue 23)', () => {
  let t: TestApp;
  let webRoot: string;
  let admin: string;
  let student: string;

  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'yoga-content-'));
    mkdirSync(path.join(webRoot, 'shell/dist'), { recursive: true });
    writeFileSync(path.join(webRoot, 'shell/dist/index.html'), '<div id="root"></div>');
    deployServerBuild(webRoot);
    t = await createTestApp({ WEB_ROOT: webRoot });
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
    student = (await registerAndLogin(t)).token;
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const draft = async (page = 'home') =>
    (await t.http().get(`/api/admin/content/${page}`).set(bearer(admin)).expect(200))
      .body as AdminContent;
  const save = (page: string, document: unknown) =>
    t.http().put(`/api/admin/content/${page}`).set(bearer(admin)).send({ document });
  const publish = (page = 'home') =>
    t.http().post(`/api/admin/content/${page}/publish`).set(bearer(admin)).expect(200);

  it('serves the seed (today’s texts) before anything is published', async () => {
    const res = await t.http().get('/api/content/home').expect(200);
    const body = res.body as PublishedContent<'home'>;
    expect(body.version).toBe(0);
    expect(body.document.hero.title.en).toBe(SEED_TITLE);
    expect(body.document.hero.title.hi).not.toBe('');
    expect(body.document.faq.items).toHaveLength(7);
    expect(h1((await t.http().get('/').expect(200)).text)).toBe(SEED_TITLE);
    await t.http().get('/api/content/nope').expect(404);
  });

  it('publishes an edited hero heading in English and Hindi to / and /hi; the draft stays private until then', async () => {
    const first = await t.http().get('/').expect(200);
    const again = await t.http().get('/').expect(200);
    // Kept for the deploy: the same render.
    expect(renders(again.text)).toBe(renders(first.text));

    const home = (await draft()).document as HomeContent;
    home.hero.title = { en: 'Yoga with Diwali light', hi: 'दिवाली की रोशनी में योग' };
    const saved = await save('home', home).expect(200);
    expect((saved.body as AdminContent).has_draft).toBe(true);

    // A draft is not public: the API, the page, and a non-admin's preview show the published text.
    expect((await t.http().get('/api/content/home')).body.document.hero.title.en).toBe(SEED_TITLE);
    expect(h1((await t.http().get('/').expect(200)).text)).toBe(SEED_TITLE);
    const studentPreview = await t.http().get('/?preview=draft').set(bearer(student)).expect(200);
    expect(h1(studentPreview.text)).toBe(SEED_TITLE);
    const anonymousPreview = await t.http().get('/?preview=draft').expect(200);
    expect(h1(anonymousPreview.text)).toBe(SEED_TITLE);

    // The admin's preview draws the draft, and is never kept.
    const preview = await t.http().get('/?preview=draft').set(bearer(admin)).expect(200);
    expect(h1(preview.text)).toBe('Yoga with Diwali light');
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(h1((await t.http().get('/').expect(200)).text)).toBe(SEED_TITLE);

    const published = (await publish()).body as PublishedContent<'home'>;
    expect(published.version).toBe(1);
    // The render cache was cleared: the very next request shows it, in both languages.
    expect(h1((await t.http().get('/').expect(200)).text)).toBe('Yoga with Diwali light');
    expect(h1((await t.http().get('/hi').expect(200)).text)).toBe('दिवाली की रोशनी में योग');
    expect((await draft()).has_draft).toBe(false);
  });

  it('shows the English text where the Hindi one is left empty', async () => {
    const home = (await draft()).document as HomeContent;
    home.hero.title = { en: 'Only in English', hi: '' };
    await save('home', home).expect(200);
    await publish();
    expect(h1((await t.http().get('/hi').expect(200)).text)).toBe('Only in English');
  });

  it('lists the versions newest first and restores an earlier one as a new version', async () => {
    const list = (
      await t.http().get('/api/admin/content/home/versions').set(bearer(admin)).expect(200)
    ).body as ContentVersion[];
    expect(list.map((v) => v.version)).toEqual([2, 1]);
    expect(list[0]?.published_by).toBe(ADMIN.name);
    expect(Date.parse(list[0]?.published_at ?? '')).toBeGreaterThan(0);

    const restored = await t
      .http()
      .post('/api/admin/content/home/versions/1/restore')
      .set(bearer(admin))
      .expect(200);
    expect((restored.body as PublishedContent).version).toBe(3);
    expect(h1((await t.http().get('/').expect(200)).text)).toBe('Yoga with Diwali light');
    expect(h1((await t.http().get('/hi').expect(200)).text)).toBe('दिवाली की रोशनी में योग');
    const after = (
      await t.http().get('/api/admin/content/home/versions').set(bearer(admin)).expect(200)
    ).body as ContentVersion[];
    expect(after[0]).toMatchObject({ version: 3, restored_from: 1 });
    const missing = await t
      .http()
      .post('/api/admin/content/home/versions/77/restore')
      .set(bearer(admin))
      .expect(404);
    expect(missing.body.code).toBe('content_version_not_found');
  });

  it('publishing with no change adds no version (no draft, or a draft equal to the live page)', async () => {
    const versions = async () =>
      (await t.http().get('/api/admin/content/home/versions').set(bearer(admin)).expect(200))
        .body as ContentVersion[];
    const before = await versions();
    const live = before[0]?.version ?? 0;
    // No draft at all.
    expect(((await publish()).body as PublishedContent).version).toBe(live);
    // A draft saved without a change.
    await save('home', (await draft()).document).expect(200);
    expect((await draft()).has_draft).toBe(true);
    expect(((await publish()).body as PublishedContent).version).toBe(live);
    expect((await draft()).has_draft).toBe(false);
    // Restoring the live version itself: nothing new either.
    await t
      .http()
      .post(`/api/admin/content/home/versions/${live}/restore`)
      .set(bearer(admin))
      .expect(200);
    expect((await versions()).map((v) => v.version)).toEqual(before.map((v) => v.version));
  });

  it('previews at the page address: /?preview=<token> draws the draft for that admin session only, never kept nor indexed', async () => {
    const home = (await draft()).document as HomeContent;
    const liveTitle = home.hero.title.en;
    const edited = {
      ...home,
      hero: { ...home.hero, title: { en: 'Home, in draft', hi: 'होम, ड्राफ़्ट' } },
    };
    await save('home', edited).expect(200);
    const link = (
      await t.http().post('/api/admin/content/home/preview').set(bearer(admin)).expect(200)
    ).body as { url: string; expires_at: string };
    expect(link.url).toMatch(/^\/\?preview=[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(Date.parse(link.expires_at)).toBeGreaterThan(Date.now());
    // Opened as a plain page (a new tab): no Authorization header, the token is the key.
    const page = await t.http().get(link.url).expect(200);
    expect(h1(page.text)).toBe('Home, in draft');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.text).toContain('<meta name="robots" content="noindex">');
    // The same address for everyone else, a made-up token, or the token as an API key: nothing.
    expect(h1((await t.http().get('/').expect(200)).text)).toBe(liveTitle);
    const forged = await t
      .http()
      .get(`${link.url.slice(0, -3)}abc`)
      .expect(200);
    expect(h1(forged.text)).toBe(liveTitle);
    expect(forged.headers['x-robots-tag']).toBe('noindex, nofollow');
    const token = link.url.split('preview=')[1] ?? '';
    await t.http().get('/api/admin/content/home').set(bearer(token)).expect(401);
    // Only an admin gets one.
    await t.http().post('/api/admin/content/home/preview').set(bearer(student)).expect(403);
    await t.http().post('/api/admin/content/nope/preview').set(bearer(admin)).expect(404);
    // The draft goes back to the live page (publishing it adds nothing).
    await save('home', home).expect(200);
    await publish();
  });

  it('records every change as admin.changed (entity content)', async () => {
    const rows = await t.app
      .get(DataSource)
      .getRepository(DomainEventRecord)
      .find({ where: { type: 'admin.changed' }, order: { occurredAt: 'ASC' } });
    const actions = rows
      .map((row) => JSON.parse(row.payload) as AdminChanged)
      .filter((e) => e.entity === 'content' && e.entityId === 'home')
      .map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['save_draft', 'publish', 'restore']));
    const publish = rows
      .map((row) => JSON.parse(row.payload) as AdminChanged)
      .find((e) => e.entity === 'content' && e.entityId === 'home' && e.action === 'publish');
    expect(publish?.actorId).toBeGreaterThan(0);
    expect((publish?.after as HomeContent).hero.title.en).toBe('Yoga with Diwali light');
    expect((publish?.before as HomeContent).hero.title.en).toBe(SEED_TITLE);
  });

  it('refuses documents of the wrong shape, unknown pages and bad versions with clear codes', async () => {
    const home = (await draft()).document as HomeContent;
    const unknown = await save('nope', home).expect(404);
    expect(unknown.body.code).toBe('content_page_not_found');

    const noTitle = structuredClone(home);
    noTitle.hero.title.en = '  ';
    const empty = await save('home', noTitle).expect(400);
    expect(empty.body.code).toBe('content_invalid');
    expect(empty.body.message).toContain('hero.title.en');

    const huge = structuredClone(home);
    huge.faq.items = Array.from({ length: 25 }, () => ({
      question: { en: 'q'.repeat(1000), hi: '' },
      answer: { en: 'a'.repeat(1000), hi: '' },
    }));
    const tooLong = await save('home', huge).expect(400);
    expect(tooLong.body.code).toBe('content_invalid');

    const wrong = await save('home', { hero: 'big' }).expect(400);
    expect(wrong.body.code).toBe('content_invalid');
    await t.http().put('/api/admin/content/home').set(bearer(admin)).send({}).expect(400);

    const noAlt = structuredClone(home);
    noAlt.trainers.items[0]!.photo = {
      src: '/uploads/content/abc-120.webp',
      srcset: '/uploads/content/abc-120.webp 120w',
      width: 120,
      height: 120,
      alt: { en: 'Portrait', hi: '' },
    };
    const alt = await save('home', noAlt).expect(400);
    expect(alt.body.message).toContain('trainers.items[0].photo.alt.hi');

    const outside = structuredClone(home);
    outside.founder.photo = {
      src: 'https://evil.example/x.webp',
      srcset: 'https://evil.example/x.webp 1w',
      width: 1,
      height: 1,
      alt: { en: 'x', hi: 'x' },
    };
    await save('home', outside).expect(400);
    await t
      .http()
      .post('/api/admin/content/home/versions/abc/restore')
      .set(bearer(admin))
      .expect(400);
  });

  it('reorders, adds and removes FAQ entries', async () => {
    const home = (await draft()).document as HomeContent;
    const [first, second] = home.faq.items;
    home.faq.items = [
      second!,
      first!,
      { question: { en: 'Is there a Diwali offer?', hi: '' }, answer: { en: 'Yes.', hi: 'हाँ।' } },
    ];
    await save('home', home).expect(200);
    await publish();
    const live = (await t.http().get('/api/content/home').expect(200))
      .body as PublishedContent<'home'>;
    expect(live.document.faq.items.map((i) => i.question.en)).toEqual([
      second!.question.en,
      first!.question.en,
      'Is there a Diwali offer?',
    ]);
  });

  it('publishes the announcement bar on every page', async () => {
    const res = await save('site', {
      announcement: { enabled: true, text: { en: 'Diwali week: 20% off', hi: '' }, link: '/price' },
    }).expect(200);
    expect((res.body as AdminContent).has_draft).toBe(true);
    await publish('site');
    expect((await t.http().get('/').expect(200)).text).toContain(
      '<aside>Diwali week: 20% off</aside>',
    );
    const bad = await save('site', {
      announcement: { enabled: true, text: { en: 'x', hi: '' }, link: 'javascript:alert(1)' },
    }).expect(400);
    expect(bad.body.code).toBe('content_invalid');
  });

  it('clears the rendered pages when another instance publishes (the content cache is cleared)', async () => {
    const before = renders((await t.http().get('/').expect(200)).text);
    expect(renders((await t.http().get('/').expect(200)).text)).toBe(before);
    // What a message from another instance does: the watched cache is told, the pages re-render.
    t.app.get(ListCaches).clear(PUBLIC_CONTENT_CACHE);
    expect(renders((await t.http().get('/').expect(200)).text)).toBe(before + 1);
  });

  it('stores an uploaded photo as WebP in the slot widths, cropped square around the focal point', async () => {
    const png = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#c8763a' },
    })
      .png()
      .toBuffer();
    const res = await t
      .http()
      .post('/api/admin/content/photos')
      .set(bearer(admin))
      .field('slot', 'trainer')
      .field('focus_x', '0.9')
      .field('focus_y', '0.5')
      .attach('file', png, 'portrait.png')
      .expect(201);
    expect(res.body).toMatchObject({ width: 360, height: 360 });
    expect(res.body.srcset).toMatch(/-120\.webp 120w, .*-240\.webp 240w, .*-360\.webp 360w$/);
    const file = path.join(t.config.storage.uploadsDir, res.body.src.replace('/uploads/', ''));
    expect(existsSync(file)).toBe(true);
    const meta = await sharp(file).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 360, height: 360 });
    expect(meta.exif).toBeUndefined();
    const served = await t.http().get(res.body.src).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const text = await t
      .http()
      .post('/api/admin/content/photos')
      .set(bearer(admin))
      .field('slot', 'trainer')
      .attach('file', Buffer.from('GIF89a not really'), 'x.gif')
      .expect(400);
    expect(text.body.code).toBe('content_photo_invalid');
  });

  it('publishes the live-events page with an uploaded event photo (16:10) and its alt text', async () => {
    const events = (await draft('events')).document as LiveEventsContent;
    expect(events.past.items).toHaveLength(6);
    const jpeg = await sharp({
      create: { width: 1200, height: 1200, channels: 3, background: '#3a76c8' },
    })
      .jpeg()
      .toBuffer();
    const photo = await t
      .http()
      .post('/api/admin/content/photos')
      .set(bearer(admin))
      .field('slot', 'event')
      .attach('file', jpeg, 'event.jpg')
      .expect(201);
    expect(photo.body).toMatchObject({ width: 960, height: 600 });
    events.past.items[0]!.photo = { ...photo.body, alt: { en: 'Diwali yoga', hi: 'दिवाली योग' } };
    events.past.items.push({
      title: { en: 'Holi 2026', hi: 'होली 2026' },
      text: { en: 'Colours and calm.', hi: '' },
      photo: null,
    });
    await save('events', events).expect(200);
    await publish('events');
    const live = (await t.http().get('/api/content/events').expect(200))
      .body as PublishedContent<'events'>;
    expect(live.document.past.items).toHaveLength(7);
    expect(live.document.past.items[0]?.photo?.alt.hi).toBe('दिवाली योग');
  });

  it('publishes the about page: story paragraphs and values added, removed and reordered', async () => {
    const about = (await draft('about')).document as AboutContent;
    expect(about.story.paragraphs).toHaveLength(3);
    about.story.paragraphs = [about.story.paragraphs[2]!, { en: 'A new paragraph.', hi: '' }];
    about.values.items.pop();
    await save('about', about).expect(200);
    await publish('about');
    const live = (await t.http().get('/api/content/about').expect(200))
      .body as PublishedContent<'about'>;
    expect(live.document.story.paragraphs.map((p) => p.en)).toEqual([
      about.story.paragraphs[0]!.en,
      'A new paragraph.',
    ]);
    expect(live.document.values.items).toHaveLength(3);
    const none = structuredClone(about);
    none.story.paragraphs = [];
    expect((await save('about', none).expect(400)).body.message).toContain('story.paragraphs');
  });

  it('publishes each wellness page on its own (one shape, four pages)', async () => {
    const mental = (await draft('mental')).document as WellnessContent;
    const nutrition = (await draft('nutrition')).document as WellnessContent;
    expect(mental.cards.items).toHaveLength(4);
    expect(nutrition.cards.items).toHaveLength(3);
    mental.tips.items.push({ en: 'Breathe out slowly.', hi: 'धीरे-धीरे साँस छोड़ें।' });
    await save('mental', mental).expect(200);
    await publish('mental');
    const live = (await t.http().get('/api/content/mental').expect(200))
      .body as PublishedContent<'mental'>;
    expect(live.document.tips.items).toHaveLength(5);
    expect((await t.http().get('/api/content/nutrition').expect(200)).body.version).toBe(0);
  });

  it("publishes the contact page's texts; each is required in English", async () => {
    const contact = (await draft('contact')).document as ContactContent;
    expect(contact.title.en).toBe('Contact Us');
    const empty = structuredClone(contact);
    empty.phone_label.en = '';
    const refused = await save('contact', empty).expect(400);
    expect(refused.body.message).toContain('phone_label.en');
    contact.lead = { en: 'Write to us any time.', hi: 'कभी भी लिखिए।' };
    await save('contact', contact).expect(200);
    await publish('contact');
    const live = (await t.http().get('/api/content/contact').expect(200))
      .body as PublishedContent<'contact'>;
    expect(live.document.lead.hi).toBe('कभी भी लिखिए।');
  });

  it('publishes a policy heading edited in English and Hindi to /returnrefund and /hi/returnrefund', async () => {
    const seed = (await t.http().get('/api/content/refund').expect(200))
      .body as PublishedContent<'refund'>;
    expect(seed.version).toBe(0);
    expect(seed.document.title.en).toBe('Refund and Replacement Policy');
    expect(seed.document.sections[2]!.paragraphs[0]!.en).toContain('**3 calendar days**');
    const before = await t.http().get('/returnrefund').expect(200);
    expect(h1(before.text)).toBe('Refund and Replacement Policy');
    expect(before.text).toContain('<h2>1. Try before you pay</h2>');
    // Privacy and terms are their own pages.
    expect(h1((await t.http().get('/termsofuse').expect(200)).text)).toBe('Terms of Use');
    expect(h1((await t.http().get('/privacy-policy').expect(200)).text)).toBe('Privacy Policy');

    const refund = (await draft('refund')).document as PolicyContent;
    refund.sections[0]!.heading = { en: '1. Try it free first', hi: '1. पहले मुफ़्त आज़माएँ' };
    refund.sections.push({
      heading: { en: '7. Gift subscriptions', hi: '' },
      paragraphs: [{ en: 'A gift is refunded to the buyer.', hi: '' }],
    });
    await save('refund', refund).expect(200);
    // The draft is private until published; the admin's preview draws it.
    expect((await t.http().get('/returnrefund').expect(200)).text).not.toContain('Try it free');
    const preview = await t.http().get('/returnrefund?preview=draft').set(bearer(admin));
    expect(preview.text).toContain('<h2>1. Try it free first</h2>');
    await publish('refund');

    const en = (await t.http().get('/returnrefund').expect(200)).text;
    expect(en).toContain('<h2>1. Try it free first</h2>');
    expect(en).not.toContain('Try before you pay');
    const hi = (await t.http().get('/hi/returnrefund').expect(200)).text;
    expect(hi).toContain('<h2>1. पहले मुफ़्त आज़माएँ</h2>');
    // Hindi left empty: the English heading.
    expect(hi).toContain('<h2>7. Gift subscriptions</h2>');
    // Only the refund page changed.
    expect((await t.http().get('/api/content/terms').expect(200)).body.version).toBe(0);
  });

  it('refuses a policy document with clear 400s: missing texts, no sections, unknown placeholders, bad links', async () => {
    const terms = (await draft('terms')).document as PolicyContent;
    const refused = async (change: (d: PolicyContent) => void, path: string) => {
      const d = structuredClone(terms);
      change(d);
      const res = await save('terms', d).expect(400);
      expect(res.body.code).toBe('content_invalid');
      expect(res.body.message).toContain(path);
      return res.body.message as string;
    };
    await refused((d) => (d.sections[1]!.heading.en = ' '), 'sections[1].heading.en');
    await refused((d) => (d.sections = []), 'sections');
    await refused((d) => (d.sections[0]!.paragraphs = []), 'sections[0].paragraphs');
    expect(
      await refused(
        (d) => (d.sections[0]!.paragraphs[0]!.hi = 'फ़ोन {telephone}'),
        'sections[0].paragraphs[0].hi',
      ),
    ).toContain('{telephone}');
    await refused((d) => (d.intro.en = 'See [our page](javascript:alert(1))'), 'intro.en');
    await save('nope', terms).expect(404);
    // A valid edit with every kind of markup is accepted.
    terms.sections[0]!.paragraphs.push(
      { en: '- **Bold** and [mail](mailto:{email}) and [call](tel:{phone})', hi: '' },
      { en: 'See [prices](/price) or [our blog](https://example.com/blog).', hi: '' },
    );
    await save('terms', terms).expect(200);
  });

  /** Issue 38: a link an admin writes stays on the site unless it is https://, mailto: or tel:. */
  describe('links in edited content', () => {
    const BAD_LINKS = [
      '//evil.example/x',
      '/\\evil.example/phish',
      '\\\\evil.example/x',
      '/\t/evil.example/x',
      '/\n/evil.example/x',
      ' //evil.example/x',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://evil.example/x',
      'https:evil.example/x',
      'https:/evil.example/x',
      'https:///evil.example/x',
      'https://\\evil.example',
      'evil.example/x',
      'mailto:',
      'ftp://evil.example/x',
      '/pri\u200bce',
    ];
    const GOOD_LINKS = [
      '/',
      '/price',
      '/hi/price',
      '/user/profile',
      '/blog?tag=x#top',
      'https://example.com/blog',
      'HTTPS://Example.com/x',
      'mailto:hello@example.com',
      'tel:+919810012345',
    ];
    const siteWith = (link: string) => ({
      announcement: { enabled: true, text: { en: 'Diwali week', hi: '' }, link },
    });

    it('refuses an announcement link that leaves the site: 400 content_invalid naming the field, in English and Hindi', async () => {
      for (const link of BAD_LINKS) {
        const res = await save('site', siteWith(link));
        expect({
          link,
          status: res.status,
          code: res.body.code,
          path: res.body.params?.path,
        }).toEqual({ link, status: 400, code: 'content_invalid', path: 'announcement.link' });
        expect(res.body.message).toContain('announcement.link');
      }
      const hi = await t
        .http()
        .put('/api/admin/content/site')
        .set(bearer(admin))
        .set('Accept-Language', 'hi')
        .send({ document: siteWith('/\\evil.example/phish') })
        .expect(400);
      expect(hi.body.code).toBe('content_invalid');
      expect(hi.body.message).toContain('announcement.link');
      expect(hi.body.message).not.toBe(
        (await save('site', siteWith('/\\evil.example/phish'))).body.message,
      );
    });

    it('accepts site paths, https://, mailto: and tel: links in the announcement', async () => {
      for (const link of [...GOOD_LINKS, '']) {
        const res = await save('site', siteWith(link));
        expect({ link, status: res.status }).toEqual({ link, status: 200 });
      }
    });

    it('refuses a policy paragraph linking off the site: 400 content_invalid naming the paragraph', async () => {
      const privacy = (await draft('privacy')).document as PolicyContent;
      for (const link of BAD_LINKS.filter((l) => !/[\s)]/.test(l))) {
        const d = structuredClone(privacy);
        d.sections[0]!.paragraphs[0]!.en = `Read more [here](${link}).`;
        const res = await save('privacy', d);
        expect({
          link,
          status: res.status,
          code: res.body.code,
          path: res.body.params?.path,
        }).toEqual({
          link,
          status: 400,
          code: 'content_invalid',
          path: 'sections[0].paragraphs[0].en',
        });
        expect(res.body.message).toContain('sections[0].paragraphs[0].en');
      }
      const d = structuredClone(privacy);
      d.sections[0]!.paragraphs[0]!.hi = 'यहाँ [देखें](//evil.example/x)।';
      const hi = await save('privacy', d).expect(400);
      expect(hi.body.params.path).toBe('sections[0].paragraphs[0].hi');
      d.sections[0]!.paragraphs[0]!.hi = '';
      d.intro.en = GOOD_LINKS.map((link, i) => `[link ${i}](${link})`).join(' ');
      await save('privacy', d).expect(200);
    });
  });

  it('publishes the title tags and descriptions of the pages without their own (meta); its placeholders are checked', async () => {
    const meta = (await draft('meta')).document as MetaContent;
    expect(meta.price.page_title.en).toBe('Subscription At Glance: plans and prices');
    expect(meta.price.description.en).toBe(
      'Compare the {plans} yoga plans in rupees or dollars. Start with a free {trial_days}-day trial.',
    );
    expect(meta.home.page_title.hi).toBe('{brand}: हर दिन लाइव ऑनलाइन योग क्लास');
    expect(titleTag((await t.http().get('/price').expect(200)).text)).toBe(
      'Subscription At Glance: plans and prices',
    );
    // `{plans}` only where the page fills it (the price page); an unknown name nowhere.
    for (const [field, text] of [
      ['home.description.hi', 'सभी {plans} देखें'],
      ['about.page_title.en', 'About {company}'],
    ] as const) {
      const wrong = structuredClone(meta);
      const [page, key, lang] = field.split('.') as ['home', 'page_title', 'en'];
      wrong[page][key][lang] = text;
      const refused = await save('meta', wrong).expect(400);
      expect(refused.body.code).toBe('content_invalid');
      expect(refused.body.message).toContain(field);
    }
    const empty = structuredClone(meta);
    empty.schedule.description.en = '';
    expect((await save('meta', empty).expect(400)).body.message).toContain(
      'schedule.description.en',
    );
    meta.price.page_title = { en: 'Plans for every month', hi: 'हर महीने के प्लान' };
    await save('meta', meta).expect(200);
    await publish('meta');
    expect(titleTag((await t.http().get('/price').expect(200)).text)).toBe('Plans for every month');
    expect(titleTag((await t.http().get('/hi/price').expect(200)).text)).toBe('हर महीने के प्लान');
  });

  it('publishes /mainslider (one slide per daily slot) and the sentences with a registration link', async () => {
    const slider = (await draft('mainslider')).document as MainSliderContent;
    expect(slider.title.en).toBe('A Day of Live Classes');
    expect(slider.slides.map((slide) => slide.title.en)).toEqual([
      'Sunrise Hatha Yoga',
      'Pranayama and Surya Namaskar',
      'Morning Flow for Beginners',
      'Evening Stretch and Mobility',
      'Power Yoga',
      'Yoga Nidra and Meditation',
    ]);
    const seventh = structuredClone(slider);
    seventh.slides.push({ title: { en: 'Midnight', hi: '' }, text: { en: 'Late.', hi: '' } });
    expect((await save('mainslider', seventh).expect(400)).body.message).toContain('slides');
    slider.slides[4]!.title = { en: 'Vinyasa Flow', hi: 'विन्यास फ़्लो' };
    await save('mainslider', slider).expect(200);
    await publish('mainslider');
    const live = (await t.http().get('/api/content/mainslider').expect(200))
      .body as PublishedContent<'mainslider'>;
    expect(live.document.slides[4]!.title.hi).toBe('विन्यास फ़्लो');

    const events = (await draft('events')).document as LiveEventsContent;
    expect(events.join.link_text.en).toBe('Register for your free trial');
    expect(events.join.after.hi).toBe('।');
    const noLink = structuredClone(events);
    noLink.join.link_text.en = ' ';
    expect((await save('events', noLink).expect(400)).body.message).toContain('join.link_text.en');
    const mental = (await draft('mental')).document as WellnessContent;
    expect(mental.practise.link_text.en).toBe('start your 14-day free trial');
    mental.practise.after = { en: '', hi: '' };
    await save('mental', mental).expect(200);
  });

  it('gives a student 403 on every admin content route', async () => {
    const calls = [
      t.http().get('/api/admin/content/home'),
      t.http().put('/api/admin/content/home').send({ document: {} }),
      t.http().post('/api/admin/content/home/publish'),
      t.http().get('/api/admin/content/home/versions'),
      t.http().post('/api/admin/content/home/versions/1/restore'),
      t.http().post('/api/admin/content/photos'),
      t.http().get('/api/admin/content/privacy'),
      t.http().put('/api/admin/content/privacy').send({ document: {} }),
      t.http().post('/api/admin/content/privacy/publish'),
      t.http().post('/api/admin/content/refund/versions/1/restore'),
    ];
    for (const call of calls) await call.set(bearer(student)).expect(403);
  });
});
