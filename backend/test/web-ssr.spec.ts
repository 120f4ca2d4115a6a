import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import { istInstant, PUBLIC_SSR, SITEMAP_ROUTES, type TimetableSlot } from '@yoga/contracts';
import { CLOCK, type Clock } from '../src/common/lifecycle/clock.js';
import { TimetableService } from '../src/modules/timetable/timetable.service.js';
import { ADMIN, bearer, createTestApp, login, type TestApp } from './support/test-app.js';

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
    t = await createTestApp({ WEB_ROOT: webRoot, SITE_URL: 'https://www.yogsutra.example/' });
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
    expect(home.headers['cache-control']).toBe('no-cache');
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
    for (const url of ['/auth/forgot', '/nope', '/hi/user/dashboard']) {
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

  it('renders a static page once per deploy and the blog at every request', async () => {
    const first = await t.http().get('/about').expect(200);
    const again = await t.http().get('/about').expect(200);
    expect(again.text).toBe(first.text);
    const blogs = await t.http().get('/blogs').expect(200);
    const blogsAgain = await t.http().get('/blogs').expect(200);
    expect(blogsAgain.text).not.toBe(blogs.text);
    expect(blogs.text).toMatch(/posts=\d+/);
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
      await t
        .http()
        .put(`/api/timetable/slots/${first!.id}`)
        .set(bearer(admin))
        .send({ ...first, id: undefined, instructor: 'Meera Joshi' })
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
      // Rendered from data at every request, not kept for the deploy.
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
    expect((await t.http().get('/price').expect(200)).text).toContain('offer=PRICEPAGE 15');
    expect((await t.http().get('/hi/price').expect(200)).text).toContain('offer=PRICEPAGE 15');
  });
});
