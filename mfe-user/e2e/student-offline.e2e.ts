import { createECDH, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { api, webHarnessForFile, type Page } from '@yoga/testing';
import { newStudent, panel } from './student-helpers';

const harness = webHarnessForFile();

/** Waits until the service worker controls the page and keeps its app shell and every code file it loaded. */
async function waitUntilKept(page: Page) {
  const kept = () =>
    page.evaluate(async () => {
      if (!navigator.serviceWorker.controller) return false;
      const code = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter(
          (url) => url.startsWith(location.origin) && /\.(js|css)$/.test(new URL(url).pathname),
        );
      const found = await Promise.all(
        ['/user/?app-shell', '/remotes.json', ...code].map((url) => caches.match(url)),
      );
      return code.length > 0 && found.every(Boolean);
    });
  for (let i = 0; i < 120 && !(await kept()); i++) await page.waitForTimeout(250);
  await expect(kept()).resolves.toBe(true);
}

/**
 * Deploys the student panel alone again, as a new build would: its exposed module under a new hashed name
 * with `buildId` in it, and a new remoteEntry.js and mf-manifest.json (same names) pointing at it.
 */
function redeployStudentPanel(oldBuildId: string, buildId: string) {
  const dist = path.join(harness.webRoot, 'mfe-user/dist');
  const assets = path.join(dist, 'assets');
  const exposed = readdirSync(assets).find((f) =>
    /^__federation_expose_App\.[0-9a-f]+\.js$/.test(f),
  )!;
  const oldHash = exposed.split('.')[1];
  const newHash = randomBytes(5).toString('hex');
  const code = readFileSync(path.join(assets, exposed), 'utf8');
  expect(code).toContain(oldBuildId);
  writeFileSync(
    path.join(assets, exposed.replace(oldHash, newHash)),
    code.replaceAll(oldBuildId, buildId),
  );
  for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
    const text = readFileSync(path.join(dist, file), 'utf8');
    expect(text).toContain(oldHash);
    for (const copy of ['.br', '.gz']) rmSync(path.join(dist, file + copy), { force: true });
    writeFileSync(path.join(dist, file), text.replaceAll(oldHash, newHash));
  }
}

describe('the student panel as an installable app', () => {
  it('opens offline after one visit: the layout with an offline notice, no API answer kept', async () => {
    const { context, page } = await newStudent(harness, { name: 'Meera Iyer' });
    await page.goto(`${harness.server.url}/user/dashboard`);
    await panel(page).getByTestId('practice-calendar').waitFor();
    await waitUntilKept(page);
    // Personal data never goes into the worker's caches: code files and the panel's page only.
    const keptUrls = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      return urls;
    });
    expect(keptUrls.filter((url) => new URL(url).pathname.startsWith('/api'))).toEqual([]);
    expect(keptUrls).toContain(`${harness.server.url}/mfe/user/remoteEntry.js`);

    await context.setOffline(true);
    await page.reload();
    const banner = panel(page).getByTestId('offline-banner');
    await banner.waitFor();
    await expect(banner.innerText()).resolves.toMatch(/^You are offline\./);
    // The panel's own layout (its menu), not the browser's error page nor the worker's offline page.
    await panel(page).getByRole('link', { name: 'Profile' }).first().waitFor();
    await expect(page.getByText('This page needs the internet').count()).resolves.toBe(0);
    await context.setOffline(false);
    await banner.waitFor({ state: 'detached' });
    await context.close();
  });

  it('a remote deployed alone: the next visit shows its new build, and offline too', async () => {
    const { context, page } = await newStudent(harness);
    await page.goto(`${harness.server.url}/user/dashboard`);
    const build = panel(page).locator('[data-build]').first();
    const oldBuildId = (await build.getAttribute('data-build'))!;
    await waitUntilKept(page);

    const newBuildId = `mfe_user-redeployed-${Date.now()}`;
    redeployStudentPanel(oldBuildId, newBuildId);
    await page.waitForTimeout(1100); // the server lists a build folder's files again within a second
    await page.reload();
    await panel(page).locator(`[data-build="${newBuildId}"]`).waitFor();
    await context.setOffline(true);
    await page.reload();
    await panel(page).getByTestId('offline-banner').waitFor();
    await expect(build.getAttribute('data-build')).resolves.toBe(newBuildId);
    await context.close();
  });

  it('turns reminders on this device on and off from the profile: stored, then removed', async () => {
    const { context, page, token } = await newStudent(harness);
    await context.grantPermissions(['notifications'], { origin: harness.server.url });
    // Headless Chromium has no push service (subscribe() fails "Registration failed - permission
    // denied"), so the browser's PushManager is stood in for with a device subscription of real keys.
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const device = {
      // A local address (allowed by the harness's PUSH_ALLOW_PRIVATE_ENDPOINTS): a public push service's
      // name would need DNS, and the server checks the endpoint's addresses when it is stored.
      endpoint: `http://127.0.0.1:9/fcm/send/e2e-${randomBytes(6).toString('hex')}`,
      p256dh: ecdh.getPublicKey('base64url'),
      auth: randomBytes(16).toString('base64url'),
    };
    await context.addInitScript((d: typeof device) => {
      let current: object | null = null;
      const w = window as unknown as { pushKeyUsed?: string };
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
        w.pushKeyUsed = btoa(String.fromCharCode(...key))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
        const keys = { p256dh: d.p256dh, auth: d.auth };
        current = {
          endpoint: d.endpoint,
          expirationTime: null,
          toJSON: () => ({ endpoint: d.endpoint, expirationTime: null, keys }),
          unsubscribe: async () => {
            current = null;
            return true;
          },
        };
        return current as PushSubscription;
      };
      PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
    }, device);
    const stored = async () =>
      (
        await api<{ push_subscriptions: { endpoint: string }[] }>(
          harness.server.url,
          token,
          'GET',
          '/profile/export',
        )
      ).body.push_subscriptions.map((s) => s.endpoint);

    await page.goto(`${harness.server.url}/user/profile`);
    const toggle = panel(page).getByRole('switch', { name: 'Notifications on this device' });
    await page.waitForFunction(
      (el) => el?.getAttribute('aria-checked') === 'false' && !(el as HTMLButtonElement).disabled,
      await toggle.elementHandle(),
    );
    await toggle.click();
    await panel(page).getByText('Notifications are on for this device.').waitFor();
    await expect(toggle.getAttribute('aria-checked')).resolves.toBe('true');
    await expect(stored()).resolves.toEqual([device.endpoint]);
    const { body } = await api<{ key: string }>(
      harness.server.url,
      null,
      'GET',
      '/push/public-key',
    );
    await expect(
      page.evaluate(() => (window as { pushKeyUsed?: string }).pushKeyUsed),
    ).resolves.toBe(body.key);

    await toggle.click();
    await panel(page).getByText('Notifications are off for this device.').waitFor();
    await expect(toggle.getAttribute('aria-checked')).resolves.toBe('false');
    await expect(stored()).resolves.toEqual([]);
    await context.close();
  });
});
