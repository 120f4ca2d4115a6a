import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { PUBLIC_ROUTES } from '@yoga/contracts';
import { createTestApp, type TestApp } from './support/test-app.js';

const SHELL =
  '<!doctype html><html><head><title>Shell</title></head><body>shell-root</body></html>';

describe('page URLs', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'yoga-web-'));
    mkdirSync(path.join(webRoot, 'shell/dist'), { recursive: true });
    writeFileSync(path.join(webRoot, 'shell/dist/index.html'), SHELL);
    t = await createTestApp({ WEB_ROOT: webRoot });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('answers every page of the site with the shell and 200', async () => {
    const pages = [
      ...Object.values(PUBLIC_ROUTES),
      '/price/',
      '/blogs/12',
      '/auth/login',
      '/auth/register',
      '/user/dashboard',
      '/user/anything-the-panel-owns',
      '/user/tv',
      '/tv',
      '/admin/manage-user',
    ];
    for (const url of pages) {
      const res = await t.http().get(url);
      expect({ url, status: res.status, shell: res.text.includes('shell-root') }).toEqual({
        url,
        status: 200,
        shell: true,
      });
    }
  });

  it('redirects a page written in other letter case to its lowercase address (301), query kept', async () => {
    for (const [url, location] of [
      ['/PRICE', '/price'],
      ['/Price/', '/price'],
      ['/hi/PRICE', '/hi/price'],
      ['/Auth/Login?next=%2Fuser%2Fplans', '/auth/login?next=%2Fuser%2Fplans'],
      ['/USER/Dashboard', '/user/dashboard'],
    ]) {
      const res = await t.http().get(url);
      expect({ url, status: res.status, location: res.headers['location'] }).toEqual({
        url,
        status: 301,
        location,
      });
    }
    // Not a page in any case: the not-found page with 404, no redirect.
    await t.http().get('/NOPE').expect(404);
    // A post's id is kept as written.
    await t.http().get('/blogs/AbC12').expect(200);
  });

  it('answers unknown URLs 404 with the shell (which renders the not-found page)', async () => {
    for (const url of [
      '/nope',
      '/pricing',
      '/blogs/1/comments',
      '/users',
      '/administrator',
      '/auth-x',
    ]) {
      const res = await t.http().get(url);
      expect({
        url,
        status: res.status,
        type: res.type,
        shell: res.text.includes('shell-root'),
      }).toEqual({
        url,
        status: 404,
        type: 'text/html',
        shell: true,
      });
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    await t.http().head('/nope').expect(404);
    // A missing asset is a plain 404, not the page.
    const asset = await t.http().get('/missing-chunk.3f2a1b9c.js').expect(404);
    expect(asset.text).not.toContain('shell-root');
  });

  /** Writes a file of a remote's build with the compressed copies its build makes (rspack.shared.ts). */
  function deployAsset(relative: string, text: string, copies: ('br' | 'gz')[] = ['br', 'gz']) {
    const file = path.join(webRoot, 'mfe-public/dist', relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    if (copies.includes('br')) writeFileSync(`${file}.br`, brotliCompressSync(text));
    if (copies.includes('gz')) writeFileSync(`${file}.gz`, gzipSync(text));
  }
  const script = (tag: string) => `console.log(${JSON.stringify(tag)});`.repeat(200);

  it("sends a build's precompressed copies as the browser accepts them, with the asset's caching", async () => {
    deployAsset('assets/main.0123456789.js', script('v1'));
    deployAsset('remoteEntry.js', script('entry'));
    const asset = '/mfe/public/assets/main.0123456789.js';
    // A build lands while the server runs (a remote deployed alone): its copies are found within a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const brotli = await t
      .http()
      .get(asset)
      .set('Accept-Encoding', 'gzip, deflate, br')
      .expect(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^text\/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotli.text).toBe(script('v1'));

    const gzip = await t.http().get(asset).set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(script('v1'));

    const plain = await t.http().get(asset).set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(script('v1'));

    // Stable names keep no-cache in their compressed form.
    const entry = await t.http().get('/mfe/public/remoteEntry.js').set('Accept-Encoding', 'br');
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.text).toBe(script('entry'));
  });

  it('finds the copies of a new build, and compresses a file that came without any', async () => {
    deployAsset('assets/chunk.abcdef0123.js', script('v2'));
    deployAsset('assets/bare.fedcba9876.js', script('bare'), []);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const fresh = await t
      .http()
      .get('/mfe/public/assets/chunk.abcdef0123.js')
      .set('Accept-Encoding', 'br');
    expect(fresh.headers['content-encoding']).toBe('br');
    expect(fresh.text).toBe(script('v2'));
    const bare = await t
      .http()
      .get('/mfe/public/assets/bare.fedcba9876.js')
      .set('Accept-Encoding', 'gzip');
    expect(bare.headers['content-encoding']).toBe('gzip');
    expect(bare.text).toBe(script('bare'));
  });
});
