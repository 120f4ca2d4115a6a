import { execFileSync } from 'node:child_process';
import { PUBLIC_SSR, REMOTES } from '@yoga/contracts';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  REPO_ROOT,
  signInAs,
  TEST_ADMIN,
  waitForHydration,
  WEB_APPS,
  webHarnessForFile,
  type Page,
} from '@yoga/testing';

const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'react-redux',
  // Redux Toolkit is imported by these two shared libs only (the store and the RTK Query API), so it is
  // not shared itself: it loads once, inside the shell's copy of each (issue 38, ~4.5 KB less a page).
  '@yoga/auth',
  '@yoga/api-client',
];
// Loaded on every page; `react-router` is the same module as `react-router-dom` (libs/router) and only loads if imported by name.
const ALWAYS_LOADED = new Set([
  'react',
  'react-dom/client',
  'react-router-dom',
  'react-redux',
  '@yoga/auth',
  '@yoga/api-client',
]);
const MANIFEST_URLS: Record<string, string> = {
  shell: '/mf-manifest.json',
  ...Object.fromEntries(REMOTES.map((r) => [r.app, r.manifestPath])),
};

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[] } } }[];
}

// A private copy of the builds: the test removes and redeploys a remote without touching dist/.
const web = webHarnessForFile();

async function openPage(): Promise<{ page: Page; scripts: string[] }> {
  const context = await web.browser.newContext();
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  return { page, scripts };
}

describe('module federation in the browser', () => {
  it('mounts each area from its remote', async () => {
    const { page, scripts } = await openPage();
    for (const route of ['/', '/price', '/auth/login']) {
      await page.goto(web.server.url + route);
      await expect(
        page.locator('[data-remote="mfe_public"] h1').first().waitFor(),
      ).resolves.toBeUndefined();
    }
    expect(scripts.some((s) => s.startsWith('/mfe/public/'))).toBe(true);
    expect(scripts.some((s) => s.startsWith('/mfe/admin/') || s.startsWith('/mfe/user/'))).toBe(
      false,
    );

    await signInAs(page.context(), web.server.url, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.goto(`${web.server.url}/admin/admin-dashboard`);
    await page
      .locator('[data-remote="mfe_admin"]')
      .getByText(`Welcome, ${TEST_ADMIN.name}`)
      .waitFor();
    expect(scripts.some((s) => s.startsWith('/mfe/admin/'))).toBe(true);
    await page.context().close();
  });

  it('mounts the student panel for /user/* and guards it', async () => {
    const { page, scripts } = await openPage();
    await page.goto(`${web.server.url}/user/dashboard`);
    await page.waitForURL(/\/auth\/login\?next=%2Fuser%2Fdashboard$/);
    expect(scripts.some((s) => s.startsWith('/mfe/user/'))).toBe(true);
    await page.context().close();
  });

  it('loads React, the router and Redux once, and no antd on public pages', async () => {
    const manifests = Object.fromEntries(
      await Promise.all(
        WEB_APPS.map(
          async (app) =>
            [
              app,
              (await (await fetch(web.server.url + MANIFEST_URLS[app])).json()) as Manifest,
            ] as const,
        ),
      ),
    );
    const { page, scripts } = await openPage();
    const publicBodies: string[] = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script')
        publicBodies.push(await res.text().catch(() => ''));
    });
    await page.goto(`${web.server.url}/`);
    await page.locator('[data-remote="mfe_public"] h1').first().waitFor();
    await waitForHydration(page);
    await page.goto(`${web.server.url}/price`);
    await page.locator('[data-remote="mfe_public"] h1').first().waitFor();
    await waitForHydration(page);
    expect(publicBodies.length).toBeGreaterThan(0);
    expect(publicBodies.some((body) => body.includes('anticon'))).toBe(false);

    await signInAs(page.context(), web.server.url, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.goto(`${web.server.url}/admin/admin-dashboard`);
    await page
      .locator('[data-remote="mfe_admin"]')
      .getByText(`Welcome, ${TEST_ADMIN.name}`)
      .waitFor();
    // Client-side navigation to the other areas within the same page load.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/price');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.locator('[data-remote="mfe_public"] h1').first().waitFor();

    for (const pkg of SINGLETONS) {
      const providers = WEB_APPS.filter((app) => {
        const base = MANIFEST_URLS[app].replace('mf-manifest.json', '');
        const shared = manifests[app].shared.find((s) => s.name === pkg);
        return shared?.assets.js.sync.some((asset) => scripts.includes(base + asset));
      });
      expect({ pkg, providers: providers.length }).toEqual({
        pkg,
        providers: ALWAYS_LOADED.has(pkg) ? 1 : Math.min(providers.length, 1),
      });
    }
    const loaded = await page.evaluate((names) => {
      const share = (
        window as unknown as {
          __FEDERATION__: {
            __SHARE__: Record<
              string,
              Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>
            >;
          };
        }
      ).__FEDERATION__.__SHARE__;
      return names.map((name) => {
        const froms = new Set<string>();
        for (const scopes of Object.values(share)) {
          for (const [version, info] of Object.entries(scopes.default?.[name] ?? {})) {
            if (info.loaded) froms.add(`${version}@${info.from}`);
          }
        }
        return { name, loaded: froms.size };
      });
    }, SINGLETONS);
    for (const entry of loaded) expect(entry.loaded).toBeLessThanOrEqual(1);
    await page.context().close();
  });

  it('reloads deep links into the shell', async () => {
    const res = await fetch(`${web.server.url}/admin/manage-user`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<div id="root">');
    const { page } = await openPage();
    await page.goto(`${web.server.url}/contact`);
    await page.reload();
    await page.locator('[data-remote="mfe_public"] h1').first().waitFor();
    await page.context().close();
  });

  it('keeps the site working when the admin remote is gone, and Retry recovers it', async () => {
    const adminDist = path.join(web.webRoot, 'mfe-admin', 'dist');
    renameSync(adminDist, `${adminDist}.off`);
    const { page } = await openPage();
    try {
      await signInAs(page.context(), web.server.url, TEST_ADMIN.email, TEST_ADMIN.password);
      await page.goto(`${web.server.url}/admin/admin-dashboard`);
      await page.getByText('This section is temporarily unavailable').waitFor();
      const retry = page.getByRole('button', { name: 'Retry' });
      expect(await retry.isVisible()).toBe(true);

      await retry.click();
      await page.getByText('This section is temporarily unavailable').waitFor();

      await page.evaluate(() => {
        window.history.pushState({}, '', '/');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.locator('[data-remote="mfe_public"] h1').first().waitFor();
      await page.getByRole('banner').waitFor();
      await page.getByRole('contentinfo').waitFor();

      await page.goBack();
      await page.getByText('This section is temporarily unavailable').waitFor();
    } finally {
      renameSync(`${adminDist}.off`, adminDist);
    }
    await page.getByRole('button', { name: 'Retry' }).click();
    await page
      .locator('[data-remote="mfe_admin"]')
      .getByText(`Welcome, ${TEST_ADMIN.name}`)
      .waitFor();
    await page.context().close();
  });

  it('picks up an admin remote rebuilt and redeployed alone, through the unchanged shell', async () => {
    const buildId = `e2e-redeploy-${Date.now()}`;
    const shellIndexBefore = await (await fetch(`${web.server.url}/`)).text();
    execFileSync(
      process.execPath,
      [
        path.join(REPO_ROOT, 'node_modules/@rspack/cli/bin/rspack.js'),
        'build',
        '--mode',
        'production',
        '-o',
        path.join(web.webRoot, 'mfe-admin', 'dist'),
      ],
      {
        cwd: path.join(REPO_ROOT, 'mfe-admin'),
        env: { ...process.env, BUILD_ID: buildId },
        stdio: 'pipe',
      },
    );
    const { page } = await openPage();
    await signInAs(page.context(), web.server.url, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.goto(`${web.server.url}/admin/admin-dashboard`);
    await page
      .locator(`[data-build="${buildId}"]`)
      .getByText(`Welcome, ${TEST_ADMIN.name}`)
      .waitFor();
    expect(await (await fetch(`${web.server.url}/`)).text()).toBe(shellIndexBefore);
    await page.context().close();
  });

  it('picks up a public remote rebuilt and redeployed alone: new server-rendered HTML, same shell', async () => {
    const buildId = `e2e-public-${Date.now()}`;
    const shellPageBefore = await (await fetch(`${web.server.url}/user/dashboard`)).text();
    expect(await (await fetch(`${web.server.url}/price`)).text()).not.toContain(buildId);
    // Browser and server outputs together, into the running server's folder (as a deploy copies them).
    execFileSync(
      process.execPath,
      [
        path.join(REPO_ROOT, 'node_modules/@rspack/cli/bin/rspack.js'),
        'build',
        '--mode',
        'production',
        '--env',
        `outDir=${path.join(web.webRoot, 'mfe-public', 'dist')}`,
      ],
      {
        cwd: path.join(REPO_ROOT, 'mfe-public'),
        env: { ...process.env, BUILD_ID: buildId },
        stdio: 'pipe',
      },
    );
    const { page } = await openPage();
    await page.goto(`${web.server.url}/price`);
    await page.locator(`[data-build="${buildId}"] h1`).first().waitFor();
    // The HTML itself (as a crawler or a no-JS visitor gets it) comes from the new build.
    const html = await (await page.request.get(`${web.server.url}/price`)).text();
    expect(html).toContain(`data-build="${buildId}"`);
    expect(html).toContain('Subscription At Glance');
    const shellPageAfter = await (
      await page.request.get(`${web.server.url}/user/dashboard`)
    ).text();
    expect(shellPageAfter).toBe(shellPageBefore);
    await page.context().close();
  });

  it('falls back to the client-rendered page with 200 when the public server build throws', async () => {
    const serverDir = path.join(web.webRoot, 'mfe-public', 'dist', PUBLIC_SSR.serverDir);
    const manifestFile = path.join(serverDir, PUBLIC_SSR.manifest);
    const manifest = readFileSync(manifestFile, 'utf8');
    writeFileSync(
      path.join(serverDir, 'render.broken.cjs'),
      "exports.render = async () => { throw new Error('e2e: broken renderer'); };",
    );
    writeFileSync(manifestFile, JSON.stringify({ entry: 'render.broken.cjs' }));
    const { page } = await openPage();
    try {
      const res = await fetch(`${web.server.url}/price`);
      expect(res.status).toBe(200);
      expect(await res.text()).not.toContain('Subscription At Glance');
      const response = await page.goto(`${web.server.url}/price`);
      expect(response?.status()).toBe(200);
      // The shell mounts the public remote in the browser, as before server rendering.
      await page
        .locator('[data-remote="mfe_public"] h1', { hasText: 'Subscription At Glance' })
        .waitFor();
      await page.getByRole('banner').waitFor();
    } finally {
      writeFileSync(manifestFile, manifest);
    }
    expect(await (await fetch(`${web.server.url}/price`)).text()).toContain(
      'Subscription At Glance',
    );
    await page.context().close();
  });

  it('serves the favicon, the web app manifest and its icons the page links', async () => {
    const html = await (await fetch(`${web.server.url}/price`)).text();
    const links = [
      ...html.matchAll(/<link rel="(icon|manifest|apple-touch-icon)" href="([^"]+)"/g),
    ];
    expect(links.map((m) => m[1]).sort()).toEqual(['apple-touch-icon', 'icon', 'manifest']);
    for (const [, , href] of links) expect((await fetch(web.server.url + href)).status).toBe(200);
    // Clients that ask for the conventional address get the same icon.
    const ico = await fetch(`${web.server.url}/favicon.ico`);
    expect([ico.status, ico.headers.get('content-type')]).toEqual([
      200,
      'image/vnd.microsoft.icon',
    ]);
    // The server-rendered page links them inside <noscript> (plain links without scripts); a browser running
    // scripts gets them in the head from the page loader after the first paint.
    const { page } = await openPage();
    await page.goto(`${web.server.url}/price`);
    await page.waitForFunction(
      () => document.head.querySelectorAll('link[rel="manifest"]').length === 1,
    );
    await expect(
      page.evaluate(() =>
        [
          ...document.head.querySelectorAll(
            'link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]',
          ),
        ].map(
          (link) =>
            `${link.getAttribute('rel')} ${(link as HTMLLinkElement).href.replace(location.origin, '')}`,
        ),
      ),
    ).resolves.toEqual(links.map((m) => `${m[1]} ${m[2]}`));
    await page.context().close();
    const manifestUrl = links.find((m) => m[1] === 'manifest')?.[2] ?? '';
    const manifest = (await (await fetch(web.server.url + manifestUrl)).json()) as {
      icons: { src: string; type: string }[];
    };
    for (const icon of manifest.icons) {
      const res = await fetch(web.server.url + icon.src);
      expect({ src: icon.src, status: res.status, type: res.headers.get('content-type') }).toEqual({
        src: icon.src,
        status: 200,
        type: expect.stringContaining(icon.type) as unknown as string,
      });
    }
  });

  it('serves a remote manifest with CORS headers so a shell on another origin can load it', async () => {
    const res = await fetch(`${web.server.url}/mfe/admin/mf-manifest.json`, {
      headers: { Origin: 'https://shell.example' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('caches hashed assets for a year, never caches index.html or remotes.json, and compresses', async () => {
    const html = await (await fetch(`${web.server.url}/`)).text();
    const asset = /src="([^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const res = await fetch(web.server.url + asset, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const remotes = await fetch(`${web.server.url}/remotes.json`);
    expect(remotes.headers.get('cache-control')).toBe('no-cache');
    expect(await remotes.json()).toEqual(
      Object.fromEntries(REMOTES.map((r) => [r.scope, r.manifestPath])),
    );
    expect((await fetch(`${web.server.url}/.git/config`)).status).toBe(404);
  });
});
