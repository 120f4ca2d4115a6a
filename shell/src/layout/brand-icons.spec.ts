import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brandMarkSvg } from '@yoga/site-settings';

const publicDir = path.resolve(__dirname, '../../public');

describe('favicon and web app manifest', () => {
  it('the favicon is the brand mark the pages draw (one drawing)', () => {
    expect(readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8')).toBe(brandMarkSvg());
  });

  it('the manifest lists icons that exist, a maskable one included', () => {
    const manifest = JSON.parse(
      readFileSync(path.join(publicDir, 'manifest.webmanifest'), 'utf8'),
    ) as {
      icons: { src: string; sizes: string; purpose: string }[];
    };
    for (const icon of manifest.icons) {
      expect(() => readFileSync(path.join(publicDir, icon.src))).not.toThrow();
    }
    expect(manifest.icons.map((i) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    // Raster only: Chrome fetches a manifest's icons right after load, and draws an SVG one in the page's
    // own renderer (a page of its own: a long task on a slow phone).
    expect(manifest.icons.filter((i) => i.src.endsWith('.svg'))).toEqual([]);
  });

  it('the manifest makes the site installable, opening on the student panel the worker keeps offline', () => {
    const manifest = JSON.parse(
      readFileSync(path.join(publicDir, 'manifest.webmanifest'), 'utf8'),
    ) as Record<string, unknown> & { shortcuts: { name: string; url: string }[] };
    expect(manifest).toMatchObject({
      name: 'YogSutra Live',
      short_name: 'YogSutra',
      id: '/',
      start_url: '/user/dashboard',
      scope: '/',
      display: 'standalone',
    });
    // The start page and the shortcuts are the student panel's: what shell/public/sw.js keeps offline.
    for (const url of [manifest.start_url, ...manifest.shortcuts.map((s) => s.url)])
      expect(String(url)).toMatch(/^\/user\//);
  });

  it('every page links them (one template for every app)', () => {
    const html = readFileSync(path.resolve(__dirname, '../../../rspack.index.html'), 'utf8');
    expect(html).toContain(
      '<link rel="icon" href="/icons/favicon-48.png" sizes="48x48" type="image/png" />',
    );
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });
});
