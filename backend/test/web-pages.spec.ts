import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
});
