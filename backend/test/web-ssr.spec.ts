import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import {
  addIstDays,
  istInstant,
  istToday,
  PUBLIC_SSR,
  SITEMAP_ROUTES,
  type TimetableSlot,
} from '@yoga/contracts';
import { DataSource } from 'typeorm';
import { settleEvents } from './support/events.js';
import { CLOCK, type Clock } from '../src/common/lifecycle/clock.js';
import { TimetableService } from '../src/modules/timetable/timetable.service.js';
import { ChallengeParticipant } from '../src/modules/challenges/entities/challenge-participant.entity.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
} from './support/test-app.js';

const SHELL =
  '<!doctype html><html><head></head><body><div id="root"></div>shell-root</body></html>';

/**
 * A stand-in for mfe-public's server build (the real one is exercised by the browser suites): a commonjs
 * module whose render() echoes what it was given, as `render.<tag>.cjs` named by ssr-manifest.json.
 */
function deployServerBuild(webRoot: string, tag: string, body: string) {
  const dir = path.join(webRoot, 'mfe-public/dist', PUBLIC_SSR.serverDir);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `render.${tag}.cjs`), body);
  writeFileSync(
    path.join(dir, PUBLIC_SSR.manifest),
    JSON.stringify({ entry: `render.${tag}.cjs` }),
  );
}

const workingBuild = (tag: string) => `
let renders = 0;
exports.render = async (req) => {
  renders += 1;
  const path = req.url.split('?')[0];
  const posts = path === '/blogs' ? await req.data.blogs() : [];
  const post = path.startsWith('/blogs/') ? await req.data.blog(Number(path.slice(7))) : null;
  const week = path.endsWith('/schedule') ? await req.data.schedule() : null;
  const slot = (c) => c.date + ' ' + c.time + ' ' + c.title + ' with ' + c.instructor + (c.link ? ' link' : '');
  return {
    html: '<!doctype html><html><head><link rel="canonical" href="' + req.siteUrl + path + '"></head><body><div id="root">' +
      '<h1>${tag} ' + req.url + '</h1><p>posts=' + posts.length + ' post=' + (post ? post.title : 'none') +
      ' renders=' + renders + ' brand=' + req.business.brand_name + ' base=' + req.assetBase + '</p>' +
      (week ? '<p>week ' + week.from + '..' + week.to + ': ' + week.classes.map(slot).join('; ') + '</p>' : '') +
      '</div></body></html>',
    status: path.startsWith('/blogs/') && !post ? 404 : 200,
    kind: path.startsWith('/blogs') || week ? 'data' : 'static',
  };
};`;

describe('server-rendered public pages', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'yoga-ssr-'));
    mkdirSync(path.join(webRoot, 'shell/dist'), { recursive: true });
    writeFileSync(path.join(webRoot, 'shell/dist/index.html'), SHELL);
    t = await createTestApp({
      WEB_ROOT: webRoot,
      SITE_URL: 'https://www.yogsutra.example/',
      // The default code-guess limit per address (the certificate page's test).
      CODE_CHECK_IP_LIMIT: '20',
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('serves the client-rendered shell page with 200 while there is no server build', async () => {
    const res = await t.http().get('/price').expect(200);
    expect(res.text).toContain('shell-root');
  });

  it("answers public pages with the remote's render, panels with the shell", async () => {
    deployServerBuild(webRoot, 'v1', workingBuild('v1'));
    const home = await t.http().get('/').expect(200);
    expect(home.type).toBe('text/html');
    // A CDN may keep a public page briefly and serve it stale while it asks again (docs/performance.md).
    expect(home.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    expect(home.headers.etag).toMatch(/^"[A-Za-z0-9_-]{32}(-gz)?"$/);
    expect(home.text).toContain('<h1>v1 /</h1>');
    expect(home.text).toContain('<link rel="canonical" href="https://www.yogsutra.example/">');
    expect(home.text).toContain('base=/mfe/public/');
    // A trailing slash and the query reach the renderer normalised and intact.
    const register = await t.http().get('/auth/register/?ref=ABC123').expect(200);
    expect(register.text).toContain('<h1>v1 /auth/register?ref=ABC123</h1>');
    for (const url of ['/user/dashboard', '/admin/manage-user', '/auth/forgot', '/nope']) {
      const res = await t.http().get(url);
      expect({ url, shell: res.text.includes('shell-root') }).toEqual({ url, shell: true });
    }
  });

  it("paints a panel's frame and dashboard skeleton from the shell page's HTML, nothing of it elsewhere", async () => {
    for (const url of ['/user/dashboard', '/admin/admin-dashboard', '/user/bookings']) {
      const res = await t.http().get(url).expect(200);
      expect(res.text).toContain('shell-root');
      expect(res.text).toMatch(/<div id="root"><div class="ys-sk" data-panel-skeleton=""/);
      // The business's brand, escaped, in the sidebar and the phone header.
      expect(res.text.split('>YogSutra Live<').length - 1).toBe(2);
    }
    // The TV view (issue 37) is the student remote's, but not inside the panel's frame.
    for (const url of ['/auth/forgot', '/nope', '/hi/user/dashboard', '/tv']) {
      const res = await t.http().get(url);
      expect({ url, skeleton: res.text.includes('data-panel-skeleton') }).toEqual({
        url,
        skeleton: false,
      });
    }
  });

  it('keeps the opener policy on the signed-in areas only', async () => {
    deployServerBuild(webRoot, 'v1', workingBuild('v1'));
    for (const url of ['/', '/price', '/auth/login', '/hi/price']) {
      const res = await t.http().get(url).expect(200);
      expect({ url, coop: res.headers['cross-origin-opener-policy'] }).toEqual({
        url,
        coop: undefined,
      });
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
    for (const url of ['/user/dashboard', '/admin/admin-dashboard']) {
      const res = await t.http().get(url);
      expect({ url, coop: res.headers['cross-origin-opener-policy'] }).toEqual({
        url,
        coop: 'same-origin-allow-popups',
      });
    }
    const api = await t.http().get('/api/health');
    expect(api.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('renders the Hindi pages under /hi with their prefix; the panels have no Hindi address', async () => {
    for (const url of ['/hi', '/hi/price', '/hi/blogs/1', '/hi/auth/login']) {
      const res = await t.http().get(url).expect(200);
      expect(res.text).toContain(`<h1>v1 ${url}</h1>`);
    }
    const price = await t.http().get('/hi/price').expect(200);
    expect(price.text).toContain(
      '<link rel="canonical" href="https://www.yogsutra.example/hi/price">',
    );
    for (const url of ['/hi/user/dashboard', '/hi/admin/manage-user', '/hindi']) {
      const res = await t.http().get(url).expect(404);
      expect({ url, shell: res.text.includes('shell-root') }).toEqual({ url, shell: true });
    }
  });

  it('renders a page once per change: the kept blog is drawn again when a post is added', async () => {
    const first = await t.http().get('/about').expect(200);
    const again = await t.http().get('/about').expect(200);
    expect(again.text).toBe(first.text);
    const blogs = await t.http().get('/blogs').expect(200);
    const blogsAgain = await t.http().get('/blogs').expect(200);
    expect(blogsAgain.text).toBe(blogs.text);
    expect(blogs.text).toContain('posts=0');
    const admin = (await login(t, ADMIN.email, ADMIN.password)).token;
    await t
      .http()
      .post('/api/blogs/create')
      .set(bearer(admin))
      .field('title', 'Morning breath')
      .expect(201);
    const changed = await t.http().get('/blogs').expect(200);
    expect(changed.text).toContain('posts=1');
    // The page that read no post stays as it was.
    expect((await t.http().get('/about').expect(200)).text).toBe(first.text);
    const missing = await t.http().get('/blogs/999999').expect(404);
    expect(missing.text).toContain('post=none');
  });

  it("gives the schedule page the coming week's classes at every request, instructors named, no links", async () => {
    const now = istInstant('2026-11-23', '19:00');
    const clock = jest.spyOn(t.app.get<Clock>(CLOCK), 'now').mockReturnValue(now);
    try {
      await t.app.get(TimetableService).generate(now);
      const admin = (await login(t, ADMIN.email, ADMIN.password)).token;
      const [first] = (await t.http().get('/api/timetable/slots').set(bearer(admin)).expect(200))
        .body as TimetableSlot[];
      const meera = await t
        .http()
        .post('/api/manageusers')
        .set(bearer(admin))
        .send({ name: 'Meera Joshi', email: 'meera@test.local', role: 'Instructor' })
        .expect(201);
      const { instructor_name, instructor_legacy, ...slot } = first!;
      void [instructor_name, instructor_legacy];
      await t
        .http()
        .put(`/api/timetable/slots/${first!.id}`)
        .set(bearer(admin))
        .send({ ...slot, id: undefined, instructor_id: meera.body.id })
        .expect(200);
      for (const url of ['/schedule', '/hi/schedule']) {
        const page = await t.http().get(url).expect(200);
        const week = /<p>week ([^<]*)<\/p>/.exec(page.text)?.[1] ?? '';
        expect(week).toMatch(/^2026-11-23\.\.2026-11-29: /);
        const classes = week.split(': ')[1]!.split('; ');
        // Today's classes that have not ended (20:00), then six whole days of six.
        expect(classes[0]).toBe('2026-11-23 20:00 Yoga Nidra and Meditation with null');
        expect(classes).toHaveLength(1 + 6 * 6);
        // Sunday's first slot (the slot the admin edited) names its instructor.
        expect(classes).toContain('2026-11-29 05:30 Sunrise Hatha Yoga with Meera Joshi');
        expect(week).not.toContain(' link');
      }
      // This week's first class has ended by the real clock (the test's is in the past): the page is drawn
      // again at each request rather than kept past the change it knows of.
      const again = await t.http().get('/schedule').expect(200);
      expect(again.text).toMatch(/renders=\d+/);
      expect(again.text).not.toBe((await t.http().get('/schedule')).text);
    } finally {
      clock.mockRestore();
    }
  });

  it('picks up a redeployed server build while running', async () => {
    deployServerBuild(webRoot, 'v2', workingBuild('v2'));
    const res = await t.http().get('/about').expect(200);
    expect(res.text).toContain('<h1>v2 /about</h1>');
  });

  it("allows the page's own inline scripts by the hashes its render gives, and nothing else", async () => {
    const hash = "'sha256-" + 'A'.repeat(43) + "='";
    deployServerBuild(
      webRoot,
      'hashed',
      `exports.render = async () => ({
        html: '<!doctype html><html><head></head><body><div id="root">hashed</div></body></html>',
        status: 200,
        kind: 'static',
        scriptHashes: [${JSON.stringify(hash)}, "'unsafe-inline'", "'self' https://evil.example"],
      });`,
    );
    for (const url of ['/about', '/about']) {
      const res = await t.http().get(url).expect(200);
      const scriptSrc = /script-src ([^;]*)/.exec(
        res.headers['content-security-policy'] ?? '',
      )?.[1];
      expect(scriptSrc).toBe(`'self' ${hash}`);
    }
    // Panels (the shell's page) and the API keep the plain policy.
    for (const url of ['/user/dashboard', '/api/health']) {
      const res = await t.http().get(url);
      expect(/script-src ([^;]*)/.exec(res.headers['content-security-policy'] ?? '')?.[1]).toBe(
        "'self'",
      );
    }
    deployServerBuild(webRoot, 'v2', workingBuild('v2'));
    const plain = await t.http().get('/about').expect(200);
    expect(/script-src ([^;]*)/.exec(plain.headers['content-security-policy'] ?? '')?.[1]).toBe(
      "'self'",
    );
  });

  it('falls back to the client-rendered page with 200 when the server build throws', async () => {
    deployServerBuild(
      webRoot,
      'broken',
      "exports.render = async () => { throw new Error('renderer exploded'); };",
    );
    for (const url of ['/', '/price', '/blogs']) {
      const res = await t.http().get(url);
      expect({ url, status: res.status, shell: res.text.includes('shell-root') }).toEqual({
        url,
        status: 200,
        shell: true,
      });
    }
    deployServerBuild(webRoot, 'syntax', 'exports.render = async () => {');
    await t.http().get('/contact').expect(200);
    deployServerBuild(webRoot, 'not-html', 'exports.render = async () => ({ status: 200 });');
    const res = await t.http().get('/contact').expect(200);
    expect(res.text).toContain('shell-root');
  });

  it('publishes sitemap.xml and robots.txt on SITE_URL', async () => {
    const sitemap = await t.http().get('/sitemap.xml').expect(200);
    expect(sitemap.type).toBe('application/xml');
    for (const route of SITEMAP_ROUTES) {
      expect(sitemap.text).toContain(`<loc>https://www.yogsutra.example${route.path}</loc>`);
      // Each page also in Hindi, both versions naming each other (and English as x-default).
      const hindi = `https://www.yogsutra.example${route.path === '/' ? '/hi' : `/hi${route.path}`}`;
      expect(sitemap.text).toContain(`<loc>${hindi}</loc>`);
      expect(sitemap.text).toContain(
        `<xhtml:link rel="alternate" hreflang="hi-IN" href="${hindi}"/>`,
      );
    }
    expect(sitemap.text).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const robots = await t.http().get('/robots.txt').expect(200);
    expect(robots.text).toContain('Sitemap: https://www.yogsutra.example/sitemap.xml');
  });

  it('gives the price page the offer marked for it, at every request', async () => {
    deployServerBuild(
      webRoot,
      'offer',
      `exports.render = async (req) => {
        const price = req.url.split('?')[0].endsWith('/price');
        const offer = price ? await req.data.featuredOffer() : null;
        return {
          html: '<!doctype html><html><body><div id="root">offer=' + (offer ? offer.code + ' ' + offer.percent_off : 'none') + '</div></body></html>',
          status: 200,
          kind: price ? 'data' : 'static',
        };
      };`,
    );
    expect((await t.http().get('/price').expect(200)).text).toContain('offer=none');
    const admin = (await login(t, ADMIN.email, ADMIN.password)).token;
    await t
      .http()
      .post('/api/admin/coupons')
      .set(bearer(admin))
      .send({ code: 'PRICEPAGE', percent_off: 15, show_on_price_page: true })
      .expect(201);
    // The kept price page is forgotten by the admin change's event, dispatched after the commit.
    await settleEvents(t);
    expect((await t.http().get('/price').expect(200)).text).toContain('offer=PRICEPAGE 15');
    expect((await t.http().get('/hi/price').expect(200)).text).toContain('offer=PRICEPAGE 15');
  });

  it('draws the low-data document for Save-Data: on, kept apart from the full one (Vary: Save-Data), and one page per currency (issue 37)', async () => {
    deployServerBuild(
      webRoot,
      'lowdata',
      `let renders = 0;
      exports.render = async (req) => {
        renders += 1;
        return {
          html: '<!doctype html><html' + (req.lowData ? ' data-low-data=""' : '') + '><body><div id="root">' +
            req.url + ' low=' + (req.lowData === true) + ' renders=' + renders + '</div></body></html>',
          status: 200,
          kind: 'static',
        };
      };`,
    );
    const full = await t.http().get('/about').expect(200);
    expect(full.text).toContain('/about low=false renders=1');
    expect(full.text).not.toContain('data-low-data');
    expect(full.headers.vary).toBe('Accept-Encoding, Authorization, Save-Data');
    const low = await t.http().get('/about').set('Save-Data', 'on').expect(200);
    expect(low.headers['x-page-cache']).toBe('miss');
    expect(low.text).toContain('<html data-low-data="">');
    expect(low.text).toContain('/about low=true renders=2');
    expect(low.headers.vary).toBe('Accept-Encoding, Authorization, Save-Data');
    // Each kept apart: the same documents again, no new render.
    const again = await t.http().get('/about').set('Save-Data', ' On ').expect(200);
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.text).toContain('low=true renders=2');
    const fullAgain = await t.http().get('/about').set('Save-Data', 'off').expect(200);
    expect(fullAgain.headers['x-page-cache']).toBe('hit');
    expect(fullAgain.text).toContain('low=false renders=1');
    expect(full.headers.etag).not.toBe(low.headers.etag);
    // The price page: one document per currency the page reads (INR, USD and the added ones).
    const gbp = await t.http().get('/price?currency=gbp&utm_source=x').expect(200);
    expect(gbp.text).toContain('/price?currency=GBP low=false');
    expect((await t.http().get('/price?currency=GBP').expect(200)).headers['x-page-cache']).toBe(
      'hit',
    );
    expect((await t.http().get('/price?currency=EUR').expect(200)).text).toContain(
      '/price low=false',
    );
  });

  it('renders /verify/<code> on the server with the certificate, 404 for an unknown code, in both languages (issue 38)', async () => {
    deployServerBuild(
      webRoot,
      'certificate',
      `exports.render = async (req) => {
        const path = req.url.split('?')[0];
        const code = path.split('/verify/')[1];
        const cert = code ? await req.data.certificate(code) : undefined;
        return {
          html: '<!doctype html><html><body><div id="root">' + path + ' ' +
            (cert ? cert.name + ' | ' + cert.challenge.en + ' | ' + cert.starts_on + ' to ' + cert.ends_on : 'none') +
            '</div></body></html>',
          status: code && !cert ? 404 : 200,
          kind: 'data',
        };
      };`,
    );
    const admin = (await login(t, ADMIN.email, ADMIN.password)).token;
    const challenge = (
      await t
        .http()
        .post('/api/admin/challenges')
        .set(bearer(admin))
        .send({
          name: { en: '21-Day Morning Yoga', hi: '21 दिन की सुबह की योग चुनौती' },
          starts_on: addIstDays(istToday(), 2),
          days: 21,
        })
        .expect(201)
    ).body as { id: number; starts_on: string };
    const holder = await registerAndLogin(t, { name: 'Anita Desai' });
    await t.app.get(DataSource).getRepository(ChallengeParticipant).save({
      challengeId: challenge.id,
      userId: holder.user.id,
      joinedAt: new Date(),
      onLeaderboard: false,
      city: null,
      certificateCode: 'PWXBCA5ERT',
    });

    for (const prefix of ['', '/hi']) {
      const found = await t.http().get(`${prefix}/verify/PWXBCA5ERT`).expect(200);
      expect(found.text).toContain(
        `${prefix}/verify/PWXBCA5ERT Anita Desai | 21-Day Morning Yoga | ${challenge.starts_on} to ${addIstDays(challenge.starts_on, 20)}`,
      );
      // The code as it is printed, typed in small letters, is the same certificate.
      expect((await t.http().get(`${prefix}/verify/pwxbca5ert`).expect(200)).text).toContain(
        'Anita Desai',
      );
      const unknown = await t.http().get(`${prefix}/verify/ZZZZZZZZZZ`).expect(404);
      expect(unknown.text).toContain(`${prefix}/verify/ZZZZZZZZZZ none`);
    }
    // The page counts against the same code-guess limit as GET /api/certificates/:code (20 unknown codes
    // per address in 15 minutes): past it, no page tells a real code from a wrong one (the client page,
    // whose API call answers 429).
    // Two unknown codes were looked up above, from this same address: 18 more reach the limit.
    for (let i = 0; i < 18; i++)
      await t
        .http()
        .get(`/verify/GUESS${String(i).padStart(5, '0')}`)
        .expect(404);
    const held = await t.http().get('/verify/PWXBCA5ERT').expect(200);
    expect(held.text).toContain('shell-root');
    expect(held.text).not.toContain('Anita Desai');
    expect((await t.http().get('/verify/ZZZZZZZZZZ').expect(200)).text).toContain('shell-root');
  });
});
